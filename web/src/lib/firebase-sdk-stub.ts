// Stands in for the Firebase SDKs reactfire imports but moto-parts never calls (see
// vite.config.ts). Reaching one of these is a bug: the web app uses Firebase Auth only, and
// all data goes through the API.
function notShipped(): never {
  throw new Error('moto-parts ships only Firebase Auth; see web/vite.config.ts');
}

export {
  notShipped as ensureInitialized,
  notShipped as get,
  notShipped as getAll,
  notShipped as getBoolean,
  notShipped as getDownloadURL,
  notShipped as getNumber,
  notShipped as getString,
  notShipped as getValue,
  notShipped as httpsCallable,
  notShipped as off,
  notShipped as onChildAdded,
  notShipped as onChildChanged,
  notShipped as onChildMoved,
  notShipped as onChildRemoved,
  notShipped as onSnapshot,
  notShipped as onValue,
  notShipped as queryEqual,
  notShipped as ref,
};
