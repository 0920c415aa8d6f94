import PocketBase from "pocketbase";

/**
 * A PocketBase SDK client signed in as admin (PocketBase 0.22: /api/admins).
 * @param {string} baseUrl e.g. http://127.0.0.1:8090
 * @param {{ email: string, password: string }} admin
 * @throws {Error} in German, naming the address and the environment variables to check
 */
export async function connectAsAdmin(baseUrl, { email, password }) {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  try {
    await pb.admins.authWithPassword(email, password);
  } catch (error) {
    if (!error.status) {
      throw new Error(
        `PocketBase unter ${baseUrl} ist nicht erreichbar (${error.originalError?.cause?.code ?? error.originalError?.message ?? error.message}). ` +
          "Stimmt die Adresse, und läuft PocketBase?",
      );
    }
    throw new Error(
      `Anmeldung als PocketBase-Admin ${email} auf ${baseUrl} fehlgeschlagen (${error.status || error.message}). ` +
        "Stimmen PB_ADMIN_EMAIL/PB_ADMIN_PASSWORD mit einem Admin dieses PocketBase überein?",
    );
  }
  return pb;
}
