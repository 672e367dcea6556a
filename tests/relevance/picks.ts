// What a relevance case says about products: predicates over the facts a shopper sees (title,
// colours, sub-categories, audience, status), never ids, so the set survives seed edits.
export interface ProductFacts {
  title: string;
  colors: string[];
  subCategories: string[];
  category: string;
  status: number;
}

export type Pick = ((p: ProductFacts) => boolean) & { label: string };

const pick = (label: string, test: (p: ProductFacts) => boolean): Pick => Object.assign(test, { label });

export const title = (re: RegExp) => pick(`title ${re}`, (p) => re.test(p.title));
export const color = (c: string) => pick(`colour ${c}`, (p) => p.colors.includes(c));
export const sub = (s: string) => pick(`sub-category ${s}`, (p) => p.subCategories.includes(s));
export const audience = (a: string) => pick(`audience ${a}`, (p) => p.category === a);
export const status = (s: number) => pick(`status ${s}`, (p) => p.status === s);
export const all = (...ps: Pick[]) =>
  pick(ps.map((p) => p.label).join(" and "), (x) => ps.every((p) => p(x)));
export const some = (...ps: Pick[]) => pick(ps.map((p) => p.label).join(" or "), (x) => ps.some((p) => p(x)));
export const not = (p: Pick) => pick(`not (${p.label})`, (x) => !p(x));
