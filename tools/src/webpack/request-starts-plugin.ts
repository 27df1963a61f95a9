import { REQUEST_STARTS_GLOBAL } from '@staydesk/design-system/scheduling';
import { RuntimeGlobals, RuntimeModule, type Compiler } from 'webpack';

const PLUGIN = 'RequestStartsInOwnTasksPlugin';

export interface RequestStartsOptions {
  /**
   * The host page's build: its start-up (`__webpack_require__.x`, where the federation runtime
   * is created and its shared modules registered) is queued too, after the task that evaluated
   * the entry's script, and ahead of what the entry's modules queue. Never for a remote's
   * container, whose exports the host reads as soon as its script has run.
   */
  startupInOwnTask?: boolean;
}

/**
 * The page's one queue of request starts, each run in a task of its own in the order asked
 * (decision 33), and the runtime's script loads (`__webpack_require__.l`) and chunk preloads
 * (`__webpack_require__.G`) started through it. The first build's runtime on the page creates
 * the queue and leaves it at REQUEST_STARTS_GLOBAL, where the others' runtimes and the API
 * client (`fetchInOwnTask`) find it. A runtime module: a remote's chunks are loaded by the
 * remote's own runtime, which no module of the shell's can reach. A message posted to a channel,
 * not a timer: timers in a hidden tab wait up to a second, and a page opened in the background
 * must still send its requests.
 */
export class RequestStartsRuntimeModule extends RuntimeModule {
  constructor(private readonly options: RequestStartsOptions = {}) {
    // After the runtime modules that define the functions it wraps.
    super('request starts in own tasks', RuntimeModule.STAGE_TRIGGER);
  }

  override generate(): string {
    const queue = `globalThis[${JSON.stringify(REQUEST_STARTS_GLOBAL)}]`;
    const wrap = (name: string) => {
      const own = `${name.replace(/\W/g, '_')}_own`;
      return `if (typeof ${name} === 'function') {
  var ${own} = ${name};
  ${name} = function () {
    var args = arguments;
    ${queue}(function () { ${own}.apply(null, args); });
  };
}`;
    };
    return `if (typeof MessageChannel === 'function' && typeof document !== 'undefined') {
  if (!${queue}) {
    var startsPending = [];
    var startsChannel = new MessageChannel();
    startsChannel.port1.onmessage = function () { var start = startsPending.shift(); if (start) start(); };
    ${queue} = function (start) { startsPending.push(start); startsChannel.port2.postMessage(null); };
  }
  ${wrap(RuntimeGlobals.loadScript)}
  ${wrap(RuntimeGlobals.preloadChunk)}
  ${this.options.startupInOwnTask ? wrap(RuntimeGlobals.startup) : ''}
}`;
  }
}

export class RequestStartsInOwnTasksPlugin {
  constructor(private readonly options: RequestStartsOptions = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const added = new WeakSet<object>();
      const add = (chunk: Parameters<typeof compilation.addRuntimeModule>[0]) => {
        if (added.has(chunk)) return;
        added.add(chunk);
        compilation.addRuntimeModule(chunk, new RequestStartsRuntimeModule(this.options));
      };
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap(PLUGIN, add);
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.preloadChunk).tap(PLUGIN, add);
    });
  }
}
