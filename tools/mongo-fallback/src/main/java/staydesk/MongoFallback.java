package staydesk;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.ServerVersion;
import de.bwaldvogel.mongo.backend.AbstractMongoBackend;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/**
 * Serves the MongoDB wire protocol on 127.0.0.1 for machines that cannot download mongod.
 * Usage: MongoFallback PORT [H2_FILE]; without H2_FILE the data lives in memory.
 * Prints "READY port" once it listens, and stops when its standard input closes, so it never
 * outlives the Node process that started it.
 */
public final class MongoFallback {
  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: MongoFallback PORT [H2_FILE]");
      System.exit(2);
    }
    int port = Integer.parseInt(args[0]);
    AbstractMongoBackend backend =
        args.length > 1 ? new H2Backend(args[1]) : new MemoryBackend();
    // The Node driver refuses servers older than 4.4; 5.0 is the newest this server speaks.
    backend.version(ServerVersion.MONGO_5_0);
    MongoServer server = new MongoServer(backend);
    server.enableOplog();
    server.bind("127.0.0.1", port);
    System.out.println("READY " + server.getLocalAddress().getPort());
    System.out.flush();
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    while (System.in.read() != -1) {
      // Keep serving until the parent closes our standard input.
    }
    server.shutdownNow();
    System.exit(0);
  }
}
