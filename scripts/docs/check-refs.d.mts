export interface RefProblem {
  file: string;
  line: number;
  text: string;
  why: string;
}
export interface CheckOptions {
  strict?: boolean;
}
export declare function behaviourSections(markdown: string): Set<number>;
export declare function checkText(
  file: string,
  text: string,
  sections: Set<number>,
  options?: CheckOptions,
): RefProblem[];
export declare function checkRepository(root: string, options?: CheckOptions): RefProblem[];
