// Offline play and updates. The service worker (sw.js) is registered once Python is
// ready (body[data-ready]), so its precache fills from the HTTP cache the page just used.
// A new build is a new worker with a new cache: when it is installed and waiting while an
// older one controls the page, the banner says "New version — reload"; the button asks
// the waiting worker to take over (message "skip-waiting") and the page reloads when it
// has (controllerchange). The game is in the address and saved, so nothing is lost.
"use strict";

const UPDATE_EVERY_MS = 60 * 60 * 1000;
const $ = (id) => document.getElementById(id);

let registration = null;
let reloading = false;

function announce(worker) {
  const banner = $("update-banner");
  banner.hidden = false;
  document.body.dataset.update = "1";
  $("update-reload").onclick = () => {
    reloading = true;
    $("update-reload").disabled = true;
    worker.postMessage("skip-waiting");
  };
}

function watch(reg) {
  // A worker that was installed during an earlier visit and is still waiting.
  if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
  reg.addEventListener("updatefound", () => {
    const worker = reg.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      // With no controller this is the first install: nothing to announce.
      if (worker.state === "installed" && navigator.serviceWorker.controller) announce(worker);
    });
  });
}

async function register() {
  if (!("serviceWorker" in navigator) || registration) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  try {
    registration = await navigator.serviceWorker.register("./sw.js");
  } catch (error) {
    console.warn("arle: offline play is not available:", error);
    return;
  }
  watch(registration);
  const check = () => registration.update().catch(() => {}); // offline: try later
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  setInterval(check, UPDATE_EVERY_MS);
}

/** For tests: look for a new build now (resolves when the check is done). */
async function checkForUpdate() {
  if (registration) await registration.update();
}

window.arleOffline = { checkForUpdate };

function whenReady(callback) {
  if (document.body.dataset.ready === "1") {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (document.body.dataset.ready === "1") {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
}

whenReady(register);
