// PyScript, loaded without the one feature that needs the CSP's 'unsafe-eval'.
//
// PyScript 0.7 rebuilds the hooks it keeps for <script type="py" worker> from their source
// text with Function(...) (so that it can send them into a worker), and it does so when the
// "py" type is defined, whether or not the page has a worker. The only such hook is its own
// pyscript.fs set-up for workers. This page runs no PyScript worker (a Web Worker boots
// Pyodide through interpreter.mjs instead), so the worker hooks are emptied here, through
// PyScript's public `hooks` API, before it defines the type: nothing is rebuilt from text.
// This runs right after core.js is evaluated (it is this module's import), and PyScript
// defines the type only after fetching its config, so the order is certain.
import { hooks } from "../vendor/pyscript/core.js";

for (const name of ["onReady", "onBeforeRun", "onBeforeRunAsync", "onAfterRun", "onAfterRunAsync"])
  hooks.worker[name].clear();
