import { RuntimeGlobals, RuntimeModule, type Compiler } from 'webpack';

const PLUGIN = 'RequestStartsInOwnTasksPlugin';

/**
 * The runtime's script loads (`__webpack_require__.l`) and chunk preloads
 * (`__webpack_require__.G`), each started in a task of its own, in the order asked for. The
 * browser's work to start a request (the element, its fetch, the network bookkeeping) was done
 * inside whatever asked: a React render that met a lazy component, the share negotiation, a
 * chunk's evaluation. On a phone's CPU several of them in one task made it a long task. A message
 * posted to a channel, not a timer: timers in a hidden tab wait up to a second, and a page opened
 * in the background must still load.
 */
export class RequestStartsRuntimeModule extends RuntimeModule {
  constructor() {
    // After the runtime modules that define the functions it wraps.
    super('request starts in own tasks', RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    const wrap = (name: string) =>
      `if (typeof ${name} === 'function') {
  var ${name.replace(/\W/g, '_')}_own = ${name};
  ${name} = function () {
    var args = arguments;
    startInOwnTask(function () { ${name.replace(/\W/g, '_')}_own.apply(null, args); });
  };
}`;
    return `if (typeof MessageChannel === 'function' && typeof document !== 'undefined') {
  var startsPending = [];
  var startsChannel = new MessageChannel();
  startsChannel.port1.onmessage = function () { var start = startsPending.shift(); if (start) start(); };
  var startInOwnTask = function (start) { startsPending.push(start); startsChannel.port2.postMessage(null); };
  ${wrap(RuntimeGlobals.loadScript)}
  ${wrap(RuntimeGlobals.preloadChunk)}
}`;
  }
}

export class RequestStartsInOwnTasksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const added = new WeakSet<object>();
      const add = (chunk: Parameters<typeof compilation.addRuntimeModule>[0]) => {
        if (added.has(chunk)) return;
        added.add(chunk);
        compilation.addRuntimeModule(chunk, new RequestStartsRuntimeModule());
      };
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap(PLUGIN, add);
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.preloadChunk).tap(PLUGIN, add);
    });
  }
}
