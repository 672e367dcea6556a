import { describe, expect, it } from "vitest";
import { adminChangeQuestion, roleLabel } from "./role-options";

const roles = [
  { id: "admin", roleName: "Administrator" },
  { id: "support", roleName: "Support" },
];

describe("adminChangeQuestion", () => {
  it("asks before granting Administrator", () => {
    expect(adminChangeQuestion("user", "admin", roles)).toMatchObject({
      title: "Make this user an administrator?",
      confirm: "Make administrator",
    });
    expect(adminChangeQuestion("support", "admin", roles)?.confirm).toBe("Make administrator");
  });

  it("asks before taking it away, naming the role given instead", () => {
    expect(adminChangeQuestion("admin", "user", roles)?.title).toBe("Change this administrator to Customer?");
    expect(adminChangeQuestion("admin", "support", roles)?.title).toBe(
      "Change this administrator to Support?",
    );
  });

  it("asks nothing for other changes, nor for no change", () => {
    expect(adminChangeQuestion("user", "support", roles)).toBeNull();
    expect(adminChangeQuestion("support", "user", roles)).toBeNull();
    expect(adminChangeQuestion("admin", "admin", roles)).toBeNull();
    expect(roleLabel("user", roles)).toBe("Customer");
  });
});
