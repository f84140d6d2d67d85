export const id = 198;
export const ids = [198];
export const modules = {

/***/ 7198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ upgradeDocument),
/* harmony export */   X8: () => (/* binding */ checkedChain)
/* harmony export */ });
/* unused harmony exports oldestVersion, readableVersions */
/** The oldest version the chain reads. */
function oldestVersion(chain) {
    return chain.current - chain.steps.length;
}
/** `1` or `1 to 3`: the versions a chain reads, for messages. */
function readableVersions(chain) {
    const oldest = oldestVersion(chain);
    return oldest === chain.current ? `${oldest}` : `${oldest} to ${chain.current}`;
}
/**
 * `document` of `version` as the current version writes it: every step from `version` on,
 * in order. A version newer than the chain's, or one it never had, is not read.
 */
function upgradeDocument(chain, version, document) {
    const oldest = oldestVersion(chain);
    if (typeof version === "number" && version > chain.current)
        return { ok: false, problem: "newer", readable: readableVersions(chain) };
    if (typeof version !== "number" || !Number.isInteger(version) || version < oldest)
        return { ok: false, problem: "unknown", readable: readableVersions(chain) };
    let upgraded = document;
    for (const step of chain.steps.slice(version - oldest))
        upgraded = step.upgrade(upgraded);
    return { ok: true, document: upgraded, written: version };
}
/** A chain whose steps do not run from its oldest version to `current - 1` one by one is a bug, found at load. */
function checkedChain(chain) {
    const oldest = oldestVersion(chain);
    chain.steps.forEach((step, index) => {
        if (step.from !== oldest + index)
            throw new Error(`upgrade chain to version ${chain.current}: step ${index} reads ${step.from}, not ${oldest + index}`);
    });
    return chain;
}


/***/ })

};
