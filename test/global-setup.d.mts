/** Throws "run npm run package" when `root`'s dist/ was built from other sources. */
export declare function checkDistIsCurrent(root?: string): void;
export default function setup(): void;
