// Demo logins printed by `npm start` and listed in the README. Local demo data only.
export const DEMO_ACCOUNTS = [
  {
    label: "Admin",
    email: "admin@atelier.example",
    password: "atelier-admin",
    role: "admin",
    civility: "civility2",
    firstName: "Margaux",
    lastName: "Delacroix",
  },
  {
    label: "Editor",
    email: "editor@atelier.example",
    password: "atelier-editor",
    role: "editor",
    civility: "civility1",
    firstName: "Julien",
    lastName: "Moreau",
  },
  {
    label: "Customer",
    email: "customer@atelier.example",
    password: "atelier-customer",
    role: "user",
    civility: "civility2",
    firstName: "Claire",
    lastName: "Whitmore",
  },
] as const;
