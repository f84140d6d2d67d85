declare module "markdown-it" {
  /** markdown-it 15 ships no type declarations; this is the part the tests use. */
  export default class MarkdownIt {
    constructor(options?: { html?: boolean; linkify?: boolean });
    linkify: { set(options: { fuzzyLink?: boolean }): void };
    render(markdown: string): string;
  }
}
