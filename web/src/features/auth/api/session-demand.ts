// Firebase Auth and reactfire (~45 KB gzip, and a long task to start on a phone) load only
// where a session can exist (docs/decisions/0018-firebase-auth-where-a-session-can-exist.md): when this browser has one stored, when a screen
// that signs in or up is shown (auth-layout.tsx), or when another tab signs in. A visitor
// who has never signed in browses the public pages without them, and is signed out.

/** How Firebase Auth names the user it keeps in local or session storage (lib/firebase.ts). */
const isStoredUser = (key: string | null) => key?.startsWith('firebase:authUser:') ?? false;

function hasStoredSession() {
  try {
    return [localStorage, sessionStorage].some((storage) =>
      Object.keys(storage).some(isStoredUser),
    );
  } catch {
    // Storage refused (a privacy mode): Auth keeps the session in memory, and decides.
    return true;
  }
}

let demanded = false;
const onDemand = new Set<() => void>();

/** Auth is in use in this page: from now on the session must be followed. */
export function demandSession() {
  if (demanded) return;
  demanded = true;
  for (const listener of onDemand) listener();
}

/**
 * Calls `listener` when the session must be followed: at once if a session is stored or Auth
 * is in use, else when either happens. Answers the function that stops listening.
 */
export function whenSessionNeeded(listener: () => void) {
  if (demanded || hasStoredSession()) {
    listener();
    return () => {};
  }
  const onStorage = (event: StorageEvent) => isStoredUser(event.key) && listener();
  onDemand.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    onDemand.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
