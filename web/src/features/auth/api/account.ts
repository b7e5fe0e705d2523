// The account actions the rest of the app may call. They load Firebase Auth on demand, so
// that importing them keeps it out of the first page's bundle.
export async function signOutUser() {
  const service = await import('./auth-service');
  return service.signOutUser();
}

export async function updateDisplayName(name: string) {
  const service = await import('./auth-service');
  return service.updateDisplayName(name);
}

export async function resendVerificationEmail() {
  const service = await import('./auth-service');
  return service.resendVerificationEmail();
}
