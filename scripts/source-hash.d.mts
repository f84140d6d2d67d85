export declare const SOURCE_HASH_FILE: string;
/** `sha256:<hex>` of src/ and package-lock.json under `root`. */
export declare function sourceHash(root: string): string;
