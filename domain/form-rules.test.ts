import { describe, expect, it } from "vitest";
import { PROFILE_RULES, REGISTER_RULES } from "./account-rules";
import { ADDRESS_RULES, BOOK_ENTRY_RULES, checkAddressInput } from "./address-book-core";
import { addressInputSchema, bookAddressSchema } from "./address-book";
import { profileBody, registerBody } from "./contracts/account";
import {
  checkField,
  checkFields,
  choice,
  maxLengthOf,
  optionalText,
  text,
  type FieldRule,
} from "./form-rules";
import { fieldSchema } from "./form-rules-schema";

describe("checkField", () => {
  it("required text: collapsed; blank is missing, over the limit is invalid", () => {
    expect(checkField(text(5), "  a   b ")).toEqual({ ok: true, value: "a b" });
    expect(checkField(text(5), "   ")).toEqual({ ok: false, problem: "missing" });
    expect(checkField(text(5), undefined)).toEqual({ ok: false, problem: "missing" });
    expect(checkField(text(5), "abcdef")).toEqual({ ok: false, problem: "invalid" });
  });

  it("optional text: blank becomes undefined, over the limit is invalid", () => {
    expect(checkField(optionalText(3), "  ")).toEqual({ ok: true, value: undefined });
    expect(checkField(optionalText(3), undefined)).toEqual({ ok: true, value: undefined });
    expect(checkField(optionalText(3), " x  y ")).toEqual({ ok: true, value: "x y" });
    expect(checkField(optionalText(3), "abcd")).toEqual({ ok: false, problem: "invalid" });
  });

  it("choice, country, e-mail, password, boxes", () => {
    expect(checkField(choice(["A", "B"]), "")).toEqual({ ok: false, problem: "missing" });
    expect(checkField(choice(["A", "B"]), "C")).toEqual({ ok: false, problem: "invalid" });
    expect(checkField({ kind: "country" }, " fra ")).toEqual({ ok: true, value: "FRA" });
    expect(checkField({ kind: "country" }, "")).toEqual({ ok: false, problem: "missing" });
    expect(checkField({ kind: "country" }, "FR")).toEqual({ ok: false, problem: "invalid" });
    expect(checkField({ kind: "email", max: 254 }, " A@B.co ")).toEqual({ ok: true, value: "a@b.co" });
    expect(checkField({ kind: "email", max: 254 }, "a@b")).toEqual({ ok: false, problem: "invalid" });
    expect(checkField({ kind: "email", max: 254 }, " ")).toEqual({ ok: false, problem: "missing" });
    const password: FieldRule = { kind: "password", min: 6, max: 8 };
    expect(checkField(password, " pass ")).toEqual({ ok: true, value: " pass " });
    expect(checkField(password, "     ")).toEqual({ ok: false, problem: "missing" });
    expect(checkField(password, "12345")).toEqual({ ok: false, problem: "invalid" });
    expect(checkField(password, "123456789")).toEqual({ ok: false, problem: "invalid" });
    expect(checkField({ kind: "accepted" }, false)).toEqual({ ok: false, problem: "missing" });
    expect(checkField({ kind: "accepted" }, true)).toEqual({ ok: true, value: true });
    expect(checkField({ kind: "flag" }, "yes")).toEqual({ ok: false, problem: "invalid" });
  });

  it("checkFields names every failing field, or gives the outputs", () => {
    expect(checkAddressInput({ type: "HOME", country: "USA" })).toEqual({
      ok: false,
      problems: {
        firstName: "missing",
        lastName: "missing",
        addressLine_1: "missing",
        addressLine_2: "missing",
        city: "missing",
        state: "missing",
        postalCode: "missing",
      },
    });
    expect(checkField({ kind: "zip" }, " 10014-2345 ")).toEqual({ ok: true, value: "10014-2345" });
    expect(checkField({ kind: "zip" }, "1001")).toEqual({ ok: false, problem: "invalid" });
    expect(checkField({ kind: "zip" }, "  ")).toEqual({ ok: false, problem: "missing" });
    expect(checkFields({ a: text(3), b: optionalText(3) }, { a: " x " })).toEqual({
      ok: true,
      values: { a: "x", b: undefined },
    });
  });
});

// The browser's plain check and the server's zod schema come from the same rules: they must
// agree on every value, and give the same output when they accept.
const SAMPLES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  7,
  "",
  " ",
  "   ",
  "a",
  " a ",
  "x".repeat(100),
  ` ${"x".repeat(100)} `,
  "x".repeat(101),
  "a  b",
  "civility1",
  "civility5",
  "HOME",
  "VACATION",
  "home",
  "FRA",
  " usa ",
  "fr",
  "FRAN",
  "F1A",
  "ÉTA",
  "a@b.co",
  " A@Example.COM ",
  "a@b",
  "a..b@c.co",
  ".a@b.co",
  "a@b.c",
  "a@-b.co",
  `${"x".repeat(250)}@b.co`,
  "12345",
  "123456",
  " pass word ",
  "x".repeat(128),
  "x".repeat(129),
  "NY",
  " NY ",
  "ny",
  "DC",
  "USA",
  "10014-2345",
  " 10014 ",
  "1001",
  "10014-23",
];

describe("plain rules and zod schemas agree", () => {
  const rules = {
    ...ADDRESS_RULES,
    ...REGISTER_RULES,
    ...PROFILE_RULES,
    zip: ADDRESS_RULES.postalCode,
    bookCountry: BOOK_ENTRY_RULES.country,
    postalCode: optionalText(20),
  };
  for (const [name, rule] of Object.entries(rules)) {
    it(`${name} (${rule.kind})`, () => {
      const schema = fieldSchema(rule);
      for (const sample of SAMPLES) {
        const plain = checkField(rule, sample);
        const parsed = schema.safeParse(sample);
        expect({ sample, ok: plain.ok }).toEqual({ sample, ok: parsed.success });
        if (plain.ok && parsed.success) expect(plain.value).toEqual(parsed.data);
      }
    });
  }

  it("the server's bodies use those fields", () => {
    expect(Object.keys(addressInputSchema.shape)).toEqual(Object.keys(ADDRESS_RULES));
    expect(Object.keys(bookAddressSchema.shape)).toEqual(Object.keys(BOOK_ENTRY_RULES));
    expect(Object.keys(profileBody.shape)).toEqual(Object.keys(PROFILE_RULES));
    for (const name of Object.keys(REGISTER_RULES)) expect(registerBody.shape).toHaveProperty(name);
  });
});

describe("maxLengthOf", () => {
  it("gives each text field the length its rule accepts, and nothing to a choice or a box", () => {
    expect(maxLengthOf(PROFILE_RULES, "firstName")).toBe(100);
    expect(maxLengthOf(REGISTER_RULES, "email")).toBe(254);
    expect(maxLengthOf(REGISTER_RULES, "password")).toBe(128);
    expect(maxLengthOf(ADDRESS_RULES, "addressLine_1")).toBe(100);
    expect(maxLengthOf(REGISTER_RULES, "civility")).toBeUndefined();
    expect(maxLengthOf(REGISTER_RULES, "privacyAgreement")).toBeUndefined();
    expect(maxLengthOf(REGISTER_RULES, "nothing")).toBeUndefined();
    // What the input lets through is what the rule accepts: one more character is refused.
    expect(checkField(PROFILE_RULES.firstName, "a".repeat(100)).ok).toBe(true);
    expect(checkField(PROFILE_RULES.firstName, "a".repeat(101)).ok).toBe(false);
  });
});
