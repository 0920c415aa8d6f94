import { randomBytes } from "node:crypto";

/**
 * The school's first admin (contract.md, "Staff accounts and sign-in"), as IT makes it once: an existing account gets
 * the role `admin` (and active again); otherwise the account is created and invited by mail, whose link sets its
 * password. An admin already there is left as it is, so running this again sends nothing.
 * @param {import("pocketbase").default} pb signed in as superuser
 * @param {{ email: string, name?: string }} admin
 * @returns {Promise<{ outcome: "angelegt" | "geändert" | "unverändert", text: string }>}
 */
export async function ensureFirstAdmin(pb, { email, name }) {
  const users = pb.collection("users");
  const address = email.trim().toLowerCase();
  const existing = (await users.getList(1, 1, { filter: pb.filter("email = {:address}", { address }) })).items[0];
  if (!existing) {
    const password = randomBytes(32).toString("base64url");
    await users.create({
      email: address,
      name: name || address.split("@")[0],
      role: "admin",
      emailVisibility: false,
      password,
      passwordConfirm: password,
    });
    await users.requestVerification(address);
    return {
      outcome: "angelegt",
      text:
        `Konto ${address} als Administration der Schule angelegt; die Einladung ist unterwegs (7 Tage gültig). ` +
        "Über ihren Link legt die Person ihr Passwort fest.",
    };
  }
  const pending = existing.verified ? "" : " Die Einladung ist noch nicht angenommen.";
  if (existing.role === "admin" && !existing.deactivated && (!name || existing.name === name)) {
    return { outcome: "unverändert", text: `${address} ist Administration der Schule.${pending}` };
  }
  await users.update(existing.id, { role: "admin", deactivated: false, ...(name ? { name } : {}) });
  if (!existing.verified) await users.requestVerification(address);
  return {
    outcome: "geändert",
    text: `${address} ist jetzt Administration der Schule (Rolle „admin“).${pending ? " Die Einladung ist noch einmal unterwegs." : ""}`,
  };
}
