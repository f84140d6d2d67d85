export const id = 105;
export const ids = [105];
export const modules = {

/***/ 5105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeFileAtomic: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _fs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1917);




/**
 * Writes a whole file or nothing: a temp file beside the target (exclusive create, so a
 * planted file or symlink there is never followed), fsync, then rename over the target.
 * `content` may come in pieces, written in order, so a large report is never one string.
 * With `replace: false` the temp file is hard-linked to the target instead, which fails
 * when anything exists there, even if it appeared while we wrote.
 *
 * A target that is a character device or a FIFO (`--json /dev/null`, `--json /dev/stdout`
 * into a pipe) is a stream, not stored data: it is written straight, because a rename would
 * put a regular file in place of the device (as root, in place of /dev/null itself). A socket,
 * a block device or a directory there is refused.
 */
async function writeFileAtomic(target, content, { mode = 0o644, replace = true } = {}) {
    try {
        await writeWhole(target, content, mode, replace);
    }
    catch (error) {
        const reason = error.code === "EEXIST" ? "it already exists" : (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFsError */ .TQ)(error);
        throw new Error(`cannot write ${target}: ${reason}`, { cause: error });
    }
}
async function writeWhole(target, content, mode, replace) {
    if (replace && (await isStreamTarget(target)))
        return writeStraight(target, content);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(target);
    (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .ensureDirSync */ .FG)(dir);
    const temp = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, `.${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(target)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, "wx", mode);
    try {
        if (typeof content === "string" || content instanceof Uint8Array)
            await handle.writeFile(content);
        else
            await writePieces(handle, content);
        await handle.sync();
    }
    catch (error) {
        await handle.close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    await handle.close();
    try {
        if (replace)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, target);
        else
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.link)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
        throw error;
    }
    if (!replace)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
}
/** True for a character device or FIFO at `target` (links followed); throws for a socket or block device. */
async function isStreamTarget(target) {
    let stats;
    try {
        stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
    }
    catch (error) {
        if (error.code === "ENOENT")
            return false;
        throw error;
    }
    if (stats.isCharacterDevice() || stats.isFIFO())
        return true;
    // A directory keeps failing at the rename, with the message users already see.
    if (stats.isDirectory())
        return false;
    const kind = (0,_fs_js__WEBPACK_IMPORTED_MODULE_3__/* .fileKind */ .h_)(stats);
    if (kind !== null)
        throw new Error(`not a regular file (${kind})`);
    return false;
}
async function writeStraight(target, content) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(target, "w");
    try {
        if (typeof content === "string" || content instanceof Uint8Array)
            await handle.writeFile(content);
        else
            await writePieces(handle, content);
    }
    finally {
        await handle.close();
    }
}
const WRITE_BUFFER_BYTES = 1024 * 1024;
/**
 * Gathers the pieces into 1 MiB writes. Measured on a 89 MiB report of 4,000 pieces:
 * faster than one writev per 1,024 pieces, and than joining everything first.
 */
async function writePieces(handle, pieces) {
    const buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    let used = 0;
    for (const piece of pieces) {
        const bytes = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
        if (bytes.length > WRITE_BUFFER_BYTES - used) {
            await writeAll(handle, buffer.subarray(0, used));
            used = 0;
            if (bytes.length > WRITE_BUFFER_BYTES) {
                await writeAll(handle, bytes);
                continue;
            }
        }
        buffer.set(bytes, used);
        used += bytes.length;
    }
    await writeAll(handle, buffer.subarray(0, used));
}
async function writeAll(handle, bytes) {
    let written = 0;
    while (written < bytes.length)
        written += (await handle.write(bytes, written, bytes.length - written)).bytesWritten;
}


/***/ }),

/***/ 1917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ ensureDirSync),
/* harmony export */   JK: () => (/* binding */ fileOpening),
/* harmony export */   TQ: () => (/* binding */ describeFsError),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Yi: () => (/* binding */ withoutByteOrderMark),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   h_: () => (/* binding */ fileKind)
/* harmony export */ });
/* unused harmony export readRegularFileSync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9997);



/** A short, stable reason for a file-system error (no Node-version-specific wording). */
function describeFsError(error) {
    const code = error && typeof error === "object" && "code" in error ? String(error.code) : undefined;
    switch (code) {
        case "ENOENT":
            return "no such file or directory";
        case "EISDIR":
            return "is a directory";
        case "ENOTDIR":
            return "a parent is not a directory";
        case "EACCES":
        case "EPERM":
            return "permission denied";
        case "EROFS":
            return "read-only file system";
        case "ENOSPC":
            return "no space left on the device";
        case "ELOOP":
            return "a symbolic link (refused)";
        case NOT_REGULAR:
            return error instanceof Error ? error.message : "not a regular file";
        case undefined:
            return (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
        default:
            return code;
    }
}
/**
 * Creates a folder and its missing parents one level at a time. Node 20's
 * `mkdir(…, { recursive: true })` never returns for some paths (under /proc, for one);
 * a plain mkdir per level fails at once instead.
 */
function ensureDirSync(dir) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir);
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory())
            return;
    }
    catch (error) {
        if (error.code !== "ENOENT")
            throw error;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute);
        if (parent !== absolute)
            ensureDirSync(parent);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(absolute);
        }
        catch (mkdirError) {
            if (mkdirError.code !== "EEXIST")
                throw mkdirError;
        }
        return;
    }
    throw Object.assign(new Error(`${absolute} is not a directory`), { code: "ENOTDIR" });
}
/** The code of the error {@link readRegularFile} throws for a FIFO, socket, device or directory. */
const NOT_REGULAR = "ENOTREGULAR";
/** What a non-regular file is, for messages; null for a regular file. */
function fileKind(stats) {
    if (stats.isFile())
        return null;
    if (stats.isDirectory())
        return "a directory";
    if (stats.isFIFO())
        return "a FIFO";
    if (stats.isSocket())
        return "a socket";
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return "a device";
    return "not a file";
}
/**
 * Opens a file by name for reading, the one way loopgate does (recordings, the shard
 * pre-read, reports, baselines, histories, config files, seals). A FIFO would make a plain
 * open or read wait for a writer forever and a device never end, so the open never blocks
 * (`O_NONBLOCK`) and whatever is not a regular file is refused from its `fstat` (error code
 * {@link NOT_REGULAR}), as is a symbolic link with `noFollow`. The caller closes the fd.
 */
function openRegularFile(file, options = {}) {
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (options.noFollow ? node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW : 0);
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, flags);
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const kind = fileKind(stats);
        if (kind !== null)
            throw Object.assign(new Error(`not a regular file (${kind}); refusing to read it`), { code: NOT_REGULAR });
        return { fd, stats };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/** Reads a whole regular file opened by {@link openRegularFile}. */
function readRegularFileSync(file, options = {}) {
    const { fd, stats } = openRegularFile(file, options);
    try {
        return { bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd), mode: stats.mode & 0o7777 };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** {@link readRegularFileSync} for async callers (reports, histories and seals are read whole). */
async function readRegularFile(file, options = {}) {
    return readRegularFileSync(file, options);
}
/** Text of a file some editors began with a UTF-8 byte-order mark, which JSON has no place for. */
function withoutByteOrderMark(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * The start of a regular file, up to the end of its first line with content: enough to
 * tell a baseline report from a history (looksLikeHistory) or an empty file, where reading
 * a report of 100,000 recordings whole would hold all of its text (issue 26).
 */
function fileOpening(file) {
    const { fd } = openRegularFile(file);
    try {
        const decoder = new TextDecoder();
        const buffer = Buffer.allocUnsafe(OPENING_READ_BYTES);
        let text = "";
        for (let got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer); got > 0; got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer)) {
            text += decoder.decode(buffer.subarray(0, got), { stream: true });
            if (/\S/.test(text) && text.includes("\n"))
                break;
        }
        return withoutByteOrderMark(text + decoder.decode());
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
const OPENING_READ_BYTES = 64 * 1024;


/***/ })

};
