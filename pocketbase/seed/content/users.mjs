import { fixedId } from "../ids.mjs";

export const STAFF = { email: "lehrer@schule.test", password: "Sonnenberg-2026", name: "Demo Lehrkraft" };

export function users() {
  return [
    {
      id: fixedId("user", 1),
      data: {
        email: STAFF.email,
        emailVisibility: false,
        password: STAFF.password,
        passwordConfirm: STAFF.password,
        verified: true,
        name: STAFF.name,
      },
      files: {},
    },
  ];
}
