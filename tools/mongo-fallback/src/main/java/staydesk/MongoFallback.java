package staydesk;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.ServerVersion;
import de.bwaldvogel.mongo.backend.AbstractMongoBackend;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Serves the MongoDB wire protocol on 127.0.0.1 for machines that cannot download mongod.
 * Usage: MongoFallback PORT [H2_FILE]; without H2_FILE the data lives in memory.
 * Prints "READY port" once it listens, and stops when its standard input closes, so it never
 * outlives the Node process that started it.
 */
public final class MongoFallback {
  /**
   * mongo-java-server keeps every change in its oplog for good and scans all of it on each
   * change-stream read, so reads grow slower the longer a database file is used. Like a real
   * MongoDB's capped oplog, this one keeps a recent window only, five times as long as a
   * session stays cached in the API (60 s): older changes concern no cached session.
   */
  private static final Duration OPLOG_RETENTION = Duration.ofMinutes(5);
  private static final long LOOK_EVERY_SECONDS = 10;
  private static final Duration TRIM_AT_LEAST_EVERY = Duration.ofMinutes(1);

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
    // Only the file outlives a run. (The memory backend's reads could also race a trim.)
    if (backend instanceof H2Backend) keepOplogTrimmed(backend);
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

  private static void keepOplogTrimmed(MongoBackend backend) {
    OplogTrimmer trimmer = new OplogTrimmer(backend);
    trimmer.run();
    ScheduledExecutorService schedule =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, "oplog-trimmer");
              thread.setDaemon(true);
              return thread;
            });
    schedule.scheduleWithFixedDelay(
        trimmer, LOOK_EVERY_SECONDS, LOOK_EVERY_SECONDS, TimeUnit.SECONDS);
  }

  /**
   * Trims once writes pause, or each minute while they go on, and never while nothing is
   * written. Each trim scans the whole oplog (and the JIT compiles that scan the first times):
   * at a fixed minute, a database left idle after a burst of writes was still trimming a minute
   * later, and trimmed again each minute for nothing. Changes that grow old while nothing is
   * written go with the next write's trim; until then nobody reads a change stream (the API's
   * feeds rest while nothing happens).
   */
  private static final class OplogTrimmer implements Runnable {
    private final MongoBackend backend;
    /** Only trims remove entries: an oplog of the same size has had no write since. */
    private int sizeAfterLastTrim = -1;
    private int sizeAtLastLook = -1;
    private Instant lastTrim = Instant.MIN;

    OplogTrimmer(MongoBackend backend) {
      this.backend = backend;
    }

    @Override
    public void run() {
      MongoCollection<?> oplog =
          backend.resolveDatabase("local").resolveCollection("oplog.rs", false);
      if (oplog == null) return;
      int size = oplog.count();
      boolean writesPaused = size == sizeAtLastLook;
      sizeAtLastLook = size;
      Instant now = Instant.now();
      boolean due = lastTrim.plus(TRIM_AT_LEAST_EVERY).isBefore(now);
      if (size == sizeAfterLastTrim || !(writesPaused || due)) return;
      try {
        oplog.deleteDocuments(
            new Document("wall", new Document("$lt", now.minus(OPLOG_RETENTION))), 0);
      } catch (RuntimeException error) {
        // A failed trim leaves a longer oplog, nothing worse: the next one tries again.
        System.err.println("Could not trim the oplog: " + error);
      }
      sizeAfterLastTrim = sizeAtLastLook = oplog.count();
      lastTrim = now;
    }
  }
}
