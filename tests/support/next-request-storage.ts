import { AsyncLocalStorage } from 'node:async_hooks';

// A Next server sets this global before loading its request storage; tests that load Next's cache
// modules outside a server import this module first.
Reflect.set(globalThis, 'AsyncLocalStorage', AsyncLocalStorage);
