// Offline play and updates. The service worker (sw.js) is registered once Python is
// ready (body[data-ready]), so its precache fills from the HTTP cache the page just used
// (and then downloads the memory snapshot that later visits start from).
// A new build is a new worker with a new cache: when it is installed and waiting while an
// older one controls the page, the banner says "New version — reload"; the button asks
// the waiting worker to take over (message "skip-waiting"). When it has (controllerchange),
// EVERY open tab of the site reloads, not only the one whose button was pressed: the new
// worker has deleted the old build's cache, so a tab left on the old code could not load
// the rest of it. The game is in each tab's address and saved, so nothing is lost.
// An open page looks for a new build every few minutes, when it becomes visible again and
// when the connection comes back.
"use strict";

const UPDATE_EVERY_MS = 5 * 60 * 1000;
const $ = (id) => document.getElementById(id);

let registration = null;

function announce(worker) {
  const banner = $("update-banner");
  banner.hidden = false;
  document.body.dataset.update = "1";
  $("update-reload").onclick = () => {
    $("update-reload").disabled = true;
    worker.postMessage("skip-waiting");
  };
}

// A worker that takes over from another is a new build (the first install has nothing to
// take over from): reload into it. From the start, so a tab still booting reloads too.
if ("serviceWorker" in navigator) {
  let controlled = navigator.serviceWorker.controller !== null;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (controlled && !reloading) {
      reloading = true;
      location.reload();
    }
    controlled = true;
  });
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
  addEventListener("online", check);
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
