export const id = 885;
export const ids = [885];
export const modules = {

/***/ 2885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runSealCommand: () => (/* binding */ runSealCommand)
/* harmony export */ });
/* harmony import */ var _stderr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2024);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6890);
/* harmony import */ var _recording_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3508);
/* harmony import */ var _recording_evidence_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(482);
/* harmony import */ var _util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5105);
/* harmony import */ var _util_fs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1917);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1095);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8551);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9997);









const HELP = `usage: loopgate seal FILE…

Re-computes the checksum in each recording's end event (sha256 over every byte before
the end event's line), after an intended edit. A checksum, not a signature: it shows that
a recording changed since it was sealed, not who sealed it.

A recording that is not readable, or has no end event, is left as it is.

exit codes: 0 every file sealed (or already sealed), 1 a file could not be sealed, 2 usage error`;
const FLAGS = { help: { type: "boolean" } };
async function runSealCommand(argv) {
    const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)(argv, FLAGS);
    if (flags.help) {
        process.stdout.write(`${HELP}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.OK;
    }
    if (positionals.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("name at least one recording");
    let failed = 0;
    for (const file of positionals) {
        try {
            process.stdout.write(`${await sealFile(file)}\n`);
        }
        catch (error) {
            failed += 1;
            (0,_stderr_js__WEBPACK_IMPORTED_MODULE_0__/* .writeStderr */ ._)("loopgate seal: ", (0,_util_text_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .gJ)(error));
        }
    }
    return failed > 0 ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.UNREADABLE : _exit_codes_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.OK;
}
/** Seals one file in place (temp file + rename, its mode kept); returns what was done. */
async function sealFile(file) {
    const shown = (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_6__/* .printable */ .g$)(file);
    let bytes;
    let mode;
    try {
        ({ bytes, mode } = await (0,_util_fs_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)(file, { noFollow: true }));
    }
    catch (error) {
        throw new Error(`${shown}: cannot read: ${(0,_util_fs_js__WEBPACK_IMPORTED_MODULE_5__/* .describeFsError */ .TQ)(error)}`, { cause: error });
    }
    const read = (0,_recording_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRecording */ .f)(bytes, shown);
    if (!read.ok) {
        if (read.error.code !== "EDITED_AFTER_RECORDING")
            throw new Error(`${shown}:${read.error.line}: ${read.error.message}; not sealed`);
    }
    else if (read.recording.end === undefined) {
        throw new Error(`${shown}: no end event, so nothing to seal (it is judged as unsealed)`);
    }
    else if (read.recording.evidence.seal === "sealed") {
        return `${shown}: already sealed`;
    }
    const sealed = (0,_recording_evidence_js__WEBPACK_IMPORTED_MODULE_3__/* .resealed */ .s1)(bytes);
    await (0,_util_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__.writeFileAtomic)(file, sealed.bytes, { mode });
    return `${shown}: sealed (sha256 ${sealed.sha256})`;
}


/***/ })

};
