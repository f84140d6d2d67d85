export const id = 87;
export const ids = [87];
export const modules = {

/***/ 9825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NM: () => (/* binding */ MAX_INPUT_LINE_BYTES),
/* harmony export */   cT: () => (/* binding */ joinLines),
/* harmony export */   dc: () => (/* binding */ LineTooLongError),
/* harmony export */   g3: () => (/* binding */ LineSplitter)
/* harmony export */ });
/** A stream that sent a line longer than this is cut off: no MCP message is anywhere near it. */
const MAX_INPUT_LINE_BYTES = 64 * 1024 * 1024;
class LineTooLongError extends Error {
    name = "LineTooLongError";
}
const NEWLINE = Buffer.from("\n");
/**
 * Splits a byte stream into newline-terminated lines without interpreting them, so
 * malformed JSON, batches and unknown keys all reach the other side unchanged.
 */
class LineSplitter {
    onLine;
    pending = [];
    pendingBytes = 0;
    constructor(onLine = () => undefined) {
        this.onLine = onLine;
    }
    push(chunk) {
        for (const line of this.split(chunk))
            this.onLine(line.toString("utf8"));
    }
    /** The complete lines in `chunk` (with what was pending before it), CR stripped, blank lines dropped. */
    split(chunk) {
        const lines = [];
        let start = 0;
        for (;;) {
            const newline = chunk.indexOf(0x0a, start);
            if (newline === -1) {
                if (start < chunk.length) {
                    this.pendingBytes += chunk.length - start;
                    if (this.pendingBytes > MAX_INPUT_LINE_BYTES) {
                        throw new LineTooLongError(`a message longer than ${MAX_INPUT_LINE_BYTES / (1024 * 1024)} MiB`);
                    }
                    this.pending.push(chunk.subarray(start));
                }
                return lines;
            }
            const piece = chunk.subarray(start, newline);
            let bytes = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
            this.pending = [];
            this.pendingBytes = 0;
            start = newline + 1;
            if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d)
                bytes = bytes.subarray(0, -1);
            if (!isBlank(bytes))
                lines.push(bytes);
        }
    }
    /** What is left without a final newline when the stream ends. */
    rest() {
        if (this.pendingBytes === 0)
            return null;
        const line = Buffer.concat(this.pending).toString("utf8");
        this.pending = [];
        this.pendingBytes = 0;
        return line.trim() === "" ? null : line;
    }
}
/**
 * The lines as one buffer, each ending in a newline: one write for everything a chunk held.
 * A chunk that is exactly one line and its newline (as most are) is passed on without a copy.
 */
function joinLines(lines, chunk) {
    const only = lines.length === 1 ? lines[0] : undefined;
    if (chunk !== undefined &&
        only !== undefined &&
        only.buffer === chunk.buffer &&
        only.byteOffset === chunk.byteOffset &&
        only.length === chunk.length - 1)
        return chunk;
    const parts = [];
    for (const line of lines)
        parts.push(line, NEWLINE);
    return Buffer.concat(parts);
}
/** Decided by the first byte unless it may be whitespace (ASCII or, from 0x80 on, Unicode): `trim()` semantics, without decoding every line. */
function isBlank(bytes) {
    if (bytes.length === 0)
        return true;
    const first = bytes[0];
    if (first !== 0x20 && first !== 0x09 && first !== 0x0d && first !== 0x0b && first !== 0x0c && first < 0x80)
        return false;
    return bytes.toString("utf8").trim() === "";
}


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ UpstreamProcess)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Timers the recorder awaits stay referenced: if an unreferenced wait were all that is left,
 * Node would end the process with exit 13 (unsettled top-level await) instead of our exit code.
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves with `promise`, or after `ms`; the timer never outlives the wait. */
async function withinMs(promise, ms) {
    let timer;
    try {
        await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The upstream runs in its own process group, so stopping it also stops whatever it
 * started (npx → node, sh → server); its stderr goes straight to ours.
 */
class UpstreamProcess {
    transport = "stdio";
    child;
    exited;
    exitInfo;
    constructor(spec) {
        const [file, ...args] = spec.command;
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
            cwd: spec.cwd,
            env: { ...process.env, ...spec.env },
            stdio: ["pipe", "pipe", "inherit"],
            detached: true,
        });
        this.exited = new Promise((resolve) => {
            this.child.once("error", (error) => {
                if (this.child.pid === undefined) {
                    this.exitInfo = {
                        code: null,
                        signal: null,
                        spawnError: `${spec.command[0]}: ${error.code === "ENOENT" ? "command not found" : error.message}`,
                    };
                    resolve(this.exitInfo);
                }
            });
            // "close" comes after stdout has been read to its end, so no last answer is lost.
            this.child.once("close", (code, signal) => {
                this.exitInfo ??= { code, signal };
                resolve(this.exitInfo);
            });
        });
        this.child.stdin?.on("error", () => undefined);
    }
    get hasExited() {
        return this.exitInfo !== undefined;
    }
    onData(listener) {
        this.child.stdout?.on("data", listener);
    }
    /** A stdio request is lost only with the process, which {@link exited} reports. */
    onUndelivered() { }
    send(line) {
        this.write(`${line}\n`);
    }
    /** Whole lines, each ending in a newline. */
    write(lines) {
        const stdin = this.child.stdin;
        if (stdin && !stdin.destroyed && stdin.writable)
            stdin.write(lines);
    }
    signalGroup(signal) {
        const pid = this.child.pid;
        if (pid === undefined)
            return false;
        try {
            process.kill(-pid, signal);
            return true;
        }
        catch {
            return false;
        }
    }
    groupAlive() {
        return this.signalGroup(0);
    }
    /**
     * Closes stdin first (the polite MCP stdio shutdown), then SIGTERM and SIGKILL to the
     * whole process group, each after a grace period: no stray process survives the recorder.
     * Its stdout is let go at the end, so a process that escaped the group and still holds the
     * pipe cannot keep the recorder alive.
     */
    async stop(graceMs = 1500) {
        if (this.child.pid === undefined)
            return;
        this.child.stdin?.end();
        await withinMs(this.exited, graceMs);
        if (this.groupAlive()) {
            this.signalGroup("SIGTERM");
            const deadline = Date.now() + graceMs;
            while (Date.now() < deadline && this.groupAlive())
                await sleep(25);
            if (this.groupAlive())
                this.signalGroup("SIGKILL");
        }
        this.child.stdout?.destroy();
    }
}


/***/ }),

/***/ 4107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ki: () => (/* binding */ Redaction)
});

// UNUSED EXPORTS: MIN_LITERAL_SECRET_LENGTH, PLACEHOLDER

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/util/secret-names.ts
/**
 * Which names hold secrets: JSON fields, flags, headers, variables and query parameters all
 * go through {@link SecretNames.isSecret} (docs/recording.md, "Secrets"). A name is split
 * into words (at `_`, `-`, `.`, spaces and camelCase) and matched by word, never by
 * substring, so `author` and `tokenizer` are not secrets and `x-api-key` is.
 */
/** One word that makes a name secret. */
const SECRET_WORDS = new Set([
    "token",
    "tokens",
    "secret",
    "secrets",
    "password",
    "passwords",
    "passwd",
    // Beyond the issue's list: the short forms database clients and .env files use
    // (`--db-pass`, `DB_PWD`, `passphrase`), so an older recording's redacted flag stays redacted.
    "pass",
    "pwd",
    "passphrase",
    "auth",
    "authorization",
    "credential",
    "credentials",
    "cookie",
    "cookies",
]);
/** Two words in a row that make a name secret; also written as one word (`apikey`, `APIKEY`). */
const SECRET_PAIRS = [
    ["api", "key"],
    ["api", "keys"],
    ["access", "key"],
    ["access", "keys"],
    ["private", "key"],
    ["private", "keys"],
    ["session", "token"],
    ["client", "secret"],
];
const JOINED_PAIRS = new Set(SECRET_PAIRS.map(([a, b]) => `${a}${b}`));
/**
 * Names that hold a word above but count or limit something: token counts of model APIs.
 * A name is excluded when its only secret words are `token`/`tokens` and one of these
 * words is beside them (`max_tokens`, `token_count`, `totalTokens`, `maxOutputTokens`).
 */
const COUNTING_WORDS = new Set([
    "max",
    "min",
    "count",
    "counts",
    "total",
    "num",
    "number",
    "prompt",
    "completion",
    "input",
    "output",
    "used",
    "usage",
    "limit",
    "limits",
    "remaining",
    "budget",
    "estimate",
    "estimated",
    "cached",
    "reasoning",
]);
/** The documented exclusions, for the docs test and `--help`. */
const SECRET_NAME_EXCLUSIONS = "token counts: `token`/`tokens` beside one of " + [...COUNTING_WORDS].map((word) => `\`${word}\``).join(", ");
/** `X-Api-Key` → x api key; `maxOutputTokens` → max output tokens; `APIKey` → api key. */
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
}
const normalised = (name) => nameWords(name).join(" ");
class SecretNames {
    extra;
    keep;
    memo = new Map();
    /**
     * `extra`: names that are secret too (`--redact-field`), matched as whole names by their
     * words; `keep`: names never secret (the J4 key fields the judge compares), the same way.
     */
    constructor(extra = [], keep = []) {
        this.extra = new Set(extra.map(normalised));
        this.keep = new Set(keep.map(normalised));
    }
    isSecret(name) {
        let verdict = this.memo.get(name);
        if (verdict === undefined) {
            verdict = this.decide(name);
            // Names come from untrusted messages and could all differ: bound what is remembered.
            if (this.memo.size >= 4096)
                this.memo.clear();
            this.memo.set(name, verdict);
        }
        return verdict;
    }
    /** A key field the judge compares: its value is recorded as it is. */
    isKept(name) {
        return this.keep.has(normalised(name));
    }
    decide(name) {
        const words = nameWords(name);
        const whole = words.join(" ");
        if (this.keep.has(whole))
            return false;
        if (this.extra.has(whole))
            return true;
        return wordsAreSecret(words);
    }
}
function wordsAreSecret(words) {
    let onlyTokenWords = true;
    let secret = false;
    for (let index = 0; index < words.length; index += 1) {
        const word = words[index];
        const next = words[index + 1];
        if (JOINED_PAIRS.has(word) || SECRET_PAIRS.some(([a, b]) => a === word && b === next)) {
            secret = true;
            onlyTokenWords = false;
        }
        else if (SECRET_WORDS.has(word)) {
            secret = true;
            if (word !== "token" && word !== "tokens")
                onlyTokenWords = false;
        }
    }
    if (!secret)
        return false;
    return !(onlyTokenWords && words.some((word) => COUNTING_WORDS.has(word)));
}

;// CONCATENATED MODULE: ./src/util/secret-shapes.ts
/**
 * Secrets recognised by their shape wherever they appear, whatever names surround them.
 * The token prefixes follow the rule set of gitleaks (github.com/gitleaks/gitleaks,
 * config/gitleaks.toml, MIT): the rules that identify a secret by its own form rather
 * than by a nearby name, written here as our own patterns. Names are matched separately
 * (secret-names.ts); together they are the one rule of docs/recording.md, "Secrets".
 */
/** Each source matches one secret; a group named nowhere means the whole match is the secret. */
const TOKEN_SHAPES = [
    // Cloud providers
    String.raw `\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[A-Z0-9]{16}\b`,
    String.raw `\bAIza[\w-]{35}`,
    String.raw `\bLTAI[A-Za-z0-9]{20}\b`,
    String.raw `\bABSK[A-Za-z0-9+/]{109,269}={0,2}`,
    String.raw `\bbedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]*`,
    String.raw `\bdo[opr]_v1_[a-f0-9]{64}\b`,
    String.raw `\bv1\.0-[a-f0-9]{24}-[a-f0-9]{146}`,
    String.raw `[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}`,
    String.raw `\bhv[sb]\.[\w-]{90,300}`,
    String.raw `\b[a-z0-9]{14}\.atlasv1\.[\w=-]{60,70}`,
    // Source hosting and package registries
    String.raw `\bgh[pousr]_[A-Za-z0-9]{36,255}`,
    String.raw `\bgithub_pat_\w{22,255}`,
    String.raw `\bgl(?:pat|dt|ft|rt|soat|ffct|imt|agent|oas|cbt|ptt)-[\w.-]{20,300}`,
    String.raw `\bGR1348941[\w-]{20,}`,
    String.raw `_gitlab_session=[0-9a-z]{32}`,
    String.raw `\bnpm_[A-Za-z0-9]{36}\b`,
    String.raw `\bpypi-AgEIcHlwaS5vcmc[\w-]{50,1000}`,
    String.raw `\brubygems_[a-f0-9]{48}\b`,
    String.raw `\bCLOJARS_[A-Za-z0-9]{60}`,
    String.raw `\bAKCp[A-Za-z0-9]{69}\b`,
    String.raw `\bcmVmd[A-Za-z0-9]{59}\b`,
    String.raw `\bsgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}\b`,
    // Chat and messaging
    String.raw `\bxox[abposre]-[\w-]{10,}`,
    String.raw `\bxoxe\.xox[bp]-\d-[A-Za-z0-9]{100,}`,
    String.raw `\bxapp-\d-[A-Za-z0-9-]{10,}`,
    String.raw `hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{20,}`,
    String.raw `webhook\.office\.com/webhookb2/[^\s"'<>]{20,}`,
    // Payments and commerce
    String.raw `\b(?:sk|rk|pk)[-_](?:live|test|prod|proj|ant|svcacct|admin)?[-_]?[A-Za-z0-9_-]{16,}`,
    String.raw `\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b`,
    String.raw `\bshippo_(?:live|test)_[a-fA-F0-9]{40}\b`,
    String.raw `\bFLW(?:SECK|PUBK)_TEST-[A-Za-z0-9]{12,32}(?:-X)?`,
    String.raw `\bduffel_(?:test|live)_[\w=-]{43}`,
    String.raw `\bEZ[AT]K[A-Za-z0-9]{54}\b`,
    String.raw `\b(?:EAAA|sq0atp-)[\w-]{22,60}`,
    String.raw `\bEAA[MC][A-Za-z0-9]{100,}`,
    // AI and developer services
    String.raw `\bhf_[A-Za-z]{34}\b`,
    String.raw `\bapi_org_[A-Za-z]{34}\b`,
    String.raw `\bpplx-[A-Za-z0-9]{48}\b`,
    String.raw `\blin_api_[A-Za-z0-9]{40}\b`,
    String.raw `\bntn_[0-9]{11}[A-Za-z0-9]{35}\b`,
    String.raw `\bpscale_(?:tkn|oauth|pw)_[\w=.-]{32,64}`,
    String.raw `\bsntry[us]_[\w+/=]{32,}`,
    String.raw `\bPMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}\b`,
    String.raw `\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b`,
    String.raw `\bSG\.[\w=.-]{60,}`,
    String.raw `\bdapi[a-f0-9]{32}(?:-\d)?\b`,
    String.raw `\bglc_[A-Za-z0-9+/]{32,400}={0,3}`,
    String.raw `\bglsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b`,
    String.raw `\beyJrIjoi[A-Za-z0-9]{70,400}={0,3}`,
    String.raw `\bpul-[a-f0-9]{40}\b`,
    String.raw `\bpnu_[A-Za-z0-9]{36}\b`,
    String.raw `\brdme_[a-z0-9]{70}\b`,
    String.raw `\bfo1_[\w-]{43}`,
    String.raw `\bfm(?:1[ar]|2)_[A-Za-z0-9+/]{100,}={0,3}`,
    String.raw `\bdp\.pt\.[A-Za-z0-9]{43}`,
    String.raw `\bdt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`,
    String.raw `\bHRKU-AA[\w-]{58}`,
    String.raw `\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b`,
    String.raw `\bops_eyJ[A-Za-z0-9+/]{250,}={0,3}`,
    String.raw `\bp8e-[A-Za-z0-9]{32}\b`,
    String.raw `\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b`,
    String.raw `\bico-[A-Za-z0-9]{32}\b`,
    String.raw `\bs-s4t2(?:ud|af)-[a-f0-9]{64}\b`,
    String.raw `\b[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk\b`,
    String.raw `\bAPI-[A-Z0-9]{26}\b`,
    String.raw `\bsha256~[\w-]{43}`,
    String.raw `\btk-us-[\w-]{48}`,
    String.raw `\bsm_(?:aat|pat|sat)_[A-Za-z0-9]{16}\b`,
    String.raw `\bSK[0-9a-fA-F]{32}\b`,
    String.raw `\b4b1d[A-Za-z0-9]{38}\b`,
    String.raw `\b(?:pat|sat)\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}\b`,
    String.raw `\bfio-u-[\w=-]{64}`,
    String.raw `\bAGE-SECRET-KEY-1[0-9A-Z]{58}`,
    // JSON Web Tokens (header.payload[.signature])
    String.raw `\beyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w\\/-]*)?`,
    // Private keys (PEM), to the end of the block or of the text
    String.raw `-----BEGIN [A-Z0-9 _-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 _-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)`,
];
/** One pass over the text for all of them: most strings hold none. */
const TOKEN_SHAPE = new RegExp(TOKEN_SHAPES.join("|"), "g");
/**
 * `Basic` and `Bearer` credentials. A credential is at least 8 characters and not a plain
 * word, so prose ("Basic authentication", "Bearer tokens") is left alone.
 */
const SCHEME_CREDENTIAL = /\b(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{8,}=*)/gi;
const isPlainWord = (text) => /^[A-Z]?[a-z]+$/.test(text);
/** The user info of a URL, with or without a password (`https://TOKEN@host`, `postgres://u:p@db`). */
const URL_USERINFO = /\b[A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/([^\s/?#@"'<>]{1,512})@/g;
/**
 * Command-line clients whose short options `-p` and `-a` (and curl's `-u`) carry a
 * password: `mysql -pX`, `redis-cli -a X`, `curl -u user:pw`.
 */
const DATABASE_CLIENTS = new Set([
    "mysql",
    "mysqldump",
    "mysqladmin",
    "mysqlimport",
    "mysqlshow",
    "mariadb",
    "mariadb-dump",
    "mariadb-admin",
    "redis-cli",
    "valkey-cli",
    "keydb-cli",
    "mongo",
    "mongosh",
    "mongodump",
    "mongorestore",
    "mongoexport",
    "mongoimport",
]);
const CLIENT_IN_TEXT = new RegExp(String.raw `(?:^|[\s/"'=;|&(])(${[...DATABASE_CLIENTS, "curl"].map((name) => name.replace(/-/g, "\\-")).join("|")})(?=[\s"']|$)[^\n]*`, "g");
/** `-pSECRET`, `-p SECRET`, `-a SECRET` after a database client's name. */
const CLIENT_PASSWORD_OPTION = /(?:^|\s)-[pa](?:[ \t]+|(?=[^\s-]))(["']?)([^\s"'-][^\s"']*)\1/g;
/** `-u user:pw`, `--user user:pw` after curl. */
const CURL_USER_OPTION = /(?:^|\s)(?:-u|--user)(?:[ \t]+|=|(?=[^\s-]))(["']?)([^\s"'-][^\s"']*)\1/g;

;// CONCATENATED MODULE: ./src/util/redact.ts




/** What a placeholder looks like; a value that already is one is left as it is. */
const PLACEHOLDER = /^\[REDACTED:[0-9a-f]{8}\]$/;
/** Exact values shorter than this are too likely to occur by chance to be replaced everywhere. */
const MIN_LITERAL_SECRET_LENGTH = 4;
class Redaction {
    names;
    key;
    literals = [];
    patterns;
    constructor(options = {}) {
        this.key = options.key ?? (0,external_node_crypto_.randomBytes)(32);
        this.names = new SecretNames(options.names, options.keep);
        this.patterns = (options.patterns ?? []).map((pattern) => new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`));
        this.addLiterals(options.literals ?? []);
    }
    /** Values to hide wherever they appear from now on (long enough not to occur by chance). */
    addLiterals(values) {
        const all = new Set([...this.literals, ...values.filter((value) => value.length >= MIN_LITERAL_SECRET_LENGTH)]);
        this.literals = [...all].sort((a, b) => b.length - a.length);
    }
    placeholder(secret) {
        return `[REDACTED:${(0,external_node_crypto_.createHmac)("sha256", this.key).update(secret, "utf8").digest("hex").slice(0, 8)}]`;
    }
    /**
     * Free text: every secret found by shape, by name (`name=value`, `Name: value`,
     * `--name value`) or literally. `found` collects the secrets replaced.
     */
    text(value, found) {
        const ranges = this.secretRanges(value);
        if (ranges.length === 0)
            return value;
        let out = "";
        let at = 0;
        for (const [start, end] of ranges) {
            const secret = value.slice(start, end);
            found?.push(secret);
            out += value.slice(at, start) + this.placeholder(secret);
            at = end;
        }
        return out + value.slice(at);
    }
    /**
     * A JSON value: a field with a secret name has its whole value replaced, whatever its
     * type (null and "" hide nothing and stay); a key field keeps its value; every other
     * string is redacted as text. `memo` lets events that share an object redact it once;
     * what holds no secret is returned as it is, not copied.
     */
    json(value, memo) {
        if (typeof value === "string")
            return this.text(value);
        if (value === null || typeof value !== "object")
            return value;
        const known = memo?.get(value);
        if (known !== undefined)
            return known;
        const out = Array.isArray(value) ? this.array(value, memo) : this.object(value, memo);
        memo?.set(value, out);
        return out;
    }
    /** A value under a secret name, whole: strings as themselves (so they match the same secret in text), the rest as canonical JSON. */
    secretValue(value) {
        if (value === null || value === "")
            return value;
        if (typeof value === "string")
            return PLACEHOLDER.test(value) ? value : this.placeholder(value);
        return this.placeholder(canonicalJson(value));
    }
    array(value, memo) {
        let out;
        for (let index = 0; index < value.length; index += 1) {
            const item = value[index];
            const redacted = this.json(item, memo);
            if (out === undefined && redacted !== item)
                out = value.slice(0, index);
            out?.push(redacted);
        }
        return out ?? value;
    }
    object(value, memo) {
        let out;
        const keys = Object.keys(value);
        // A JSON Schema's `properties` (a listed tool's inputSchema) names fields; it holds no values.
        const schemaProperties = value.type === "object" && typeof value.properties === "object";
        for (let index = 0; index < keys.length; index += 1) {
            const key = keys[index];
            const item = value[key];
            const redactedKey = this.text(key);
            let redacted;
            if (this.names.isKept(key) || schemaProperties)
                redacted = this.schemaOrKept(key, item, memo);
            else if (this.names.isSecret(key))
                redacted = this.secretValue(item);
            else
                redacted = this.json(item, memo);
            // A copy assigns `__proto__` as a prototype, not as a key: the copy is what is recorded.
            if (out === undefined && (redacted !== item || redactedKey !== key || key === "__proto__")) {
                out = {};
                for (const kept of keys.slice(0, index))
                    out[kept] = value[kept];
            }
            if (out !== undefined)
                out[redactedKey] = redacted;
        }
        return out ?? value;
    }
    /** A key field keeps its value; a schema's `properties` keep their names, their texts still redacted. */
    schemaOrKept(key, item, memo) {
        if (this.names.isKept(key))
            return item;
        if (key !== "properties" || item === null || typeof item !== "object" || Array.isArray(item)) {
            return this.names.isSecret(key) ? this.secretValue(item) : this.json(item, memo);
        }
        const names = Object.keys(item);
        let out;
        names.forEach((name, index) => {
            const schema = item[name];
            const redacted = this.json(schema, memo);
            // As in `object`: a copy assigns `__proto__` as a prototype, so it is dropped the same way.
            if (out === undefined && (redacted !== schema || name === "__proto__")) {
                out = {};
                for (const kept of names.slice(0, index))
                    out[kept] = item[kept];
            }
            if (out !== undefined)
                out[name] = redacted;
        });
        return out ?? item;
    }
    /** Where the secrets of `text` are, sorted and merged. */
    secretRanges(text) {
        const ranges = [];
        for (const literal of this.literals) {
            for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + literal.length))
                ranges.push([at, at + literal.length]);
        }
        collect(text, TOKEN_SHAPE, ranges);
        collectGroup(text, SCHEME_CREDENTIAL, 1, ranges, (credential) => !isPlainWord(credential));
        if (text.includes("://"))
            collectGroup(text, URL_USERINFO, 1, ranges, (info) => !PLACEHOLDER.test(info));
        this.namedValues(text, ranges);
        clientPasswords(text, ranges);
        for (const pattern of this.patterns)
            collect(text, pattern, ranges);
        return merge(ranges);
    }
    /** `name=value`, `name: value`, `"name": "value"`, `--name value`, `?name=value&…` where the name is secret. */
    namedValues(text, ranges) {
        NAMED_VALUE.lastIndex = 0;
        for (let match = NAMED_VALUE.exec(text); match !== null; match = NAMED_VALUE.exec(text)) {
            const [, dashes, name, , separator] = match;
            if (!dashes && /^\s+$/.test(separator))
                continue;
            if (!this.names.isSecret(name) || this.names.isKept(name))
                continue;
            const value = valueAt(text, match.index + match[0].length, /cookie/i.test(name));
            if (value !== null) {
                ranges.push(value);
                NAMED_VALUE.lastIndex = Math.max(NAMED_VALUE.lastIndex, value[1]);
            }
        }
    }
    /**
     * The upstream's command line as it may be recorded: values of secret-named flags
     * (`--token x`, `--password=x`) and variables (`API_KEY=x`), a database client's `-p`/`-a`,
     * and every shape {@link text} finds inside an argument (a shell string, a URL). The
     * values taken out are returned so they are also hidden wherever else they show up.
     */
    command(argv) {
        const secrets = [];
        const hide = (value) => {
            secrets.push(value);
            return this.placeholder(value);
        };
        const client = argv.some((arg) => DATABASE_CLIENTS.has(external_node_path_default().basename(arg)));
        const command = [];
        let valueIsSecret = false;
        for (const arg of argv) {
            // The word after a secret flag is its value unless it is itself a `--flag` (`--api-key -k3y`).
            if (valueIsSecret && !arg.startsWith("--") && arg !== "") {
                valueIsSecret = false;
                command.push(hide(arg));
                continue;
            }
            valueIsSecret = false;
            const flag = /^-{1,2}([A-Za-z][\w.-]*)$/.exec(arg);
            const pair = /^(-{0,2})([A-Za-z_][\w.-]*)=([\s\S]+)$/.exec(arg);
            if (client && /^-[pa][^-]/.test(arg)) {
                command.push(`${arg.slice(0, 2)}${hide(arg.slice(2))}`);
            }
            else if (flag) {
                valueIsSecret = this.names.isSecret(flag[1]) || (client && (arg === "-p" || arg === "-a"));
                command.push(arg);
            }
            else if (pair && this.names.isSecret(pair[2]) && (pair[1] !== "" || !/\s/.test(pair[3]))) {
                // `--password=a b` is one value with a space; `API_KEY=a node s.js` is a shell string.
                command.push(`${pair[1]}${pair[2]}=${hide(pair[3])}`);
            }
            else {
                command.push(this.text(arg, secrets));
            }
        }
        const taken = secrets.filter((value) => value.length > 0 && !PLACEHOLDER.test(value));
        return { command, secrets: [...new Set(taken)] };
    }
}
/**
 * A name (with the dashes of a flag), an optional closing quote (also `\"`, `\\\"` inside
 * JSON strings), then `=`, `:`, `=>`, `:=` or, after a flag only, spaces.
 */
const NAMED_VALUE = /(?<![\w.-])(-{0,2})([A-Za-z_][\w.-]{0,127})(\\{0,16}["'])?(\s*(?:=>|:=|=|:)[ \t]*|[ \t]+)/g;
/** What an unquoted value is made of: it ends at a space, a quote or punctuation around values. */
const BARE_VALUE = /[^\s"'\\,;&<>(){}[\]]+/y;
const SCHEME_WORD = /(?:Basic|Bearer|Token|Digest|Negotiate)[ \t]+/iy;
/** The value starting at `at`: quoted to its closing quote, a cookie to the end of the line, else a bare word. */
function valueAt(text, at, toLineEnd) {
    // JSON inside a JSON string escapes its quotes once per level: `\"`, `\\\"`, …
    const quote = /^\\{0,16}["']/.exec(text.slice(at, at + 17))?.[0];
    let start = at + (quote?.length ?? 0);
    SCHEME_WORD.lastIndex = start;
    if (SCHEME_WORD.test(text))
        start = SCHEME_WORD.lastIndex;
    let end;
    if (quote !== undefined) {
        const close = text.indexOf(quote, start);
        const lineEnd = text.indexOf("\n", start);
        end = close === -1 ? (lineEnd === -1 ? text.length : lineEnd) : close;
    }
    else if (toLineEnd) {
        const lineEnd = text.indexOf("\n", start);
        end = lineEnd === -1 ? text.length : lineEnd;
    }
    else {
        BARE_VALUE.lastIndex = start;
        end = BARE_VALUE.test(text) ? BARE_VALUE.lastIndex : start;
    }
    if (end <= start || PLACEHOLDER.test(text.slice(start, end)))
        return null;
    return [start, end];
}
/** `mysql -pX`, `redis-cli -a X`, `curl -u user:pw` anywhere in a text. */
function clientPasswords(text, ranges) {
    if (!/mysql|mariadb|redis|valkey|keydb|mongo|curl/.test(text))
        return;
    CLIENT_IN_TEXT.lastIndex = 0;
    for (let match = CLIENT_IN_TEXT.exec(text); match !== null; match = CLIENT_IN_TEXT.exec(text)) {
        const option = match[1] === "curl" ? CURL_USER_OPTION : CLIENT_PASSWORD_OPTION;
        const rest = match[0];
        const offset = match.index;
        option.lastIndex = 0;
        for (let found = option.exec(rest); found !== null; found = option.exec(rest)) {
            const value = found[2];
            const end = found.index + found[0].length - found[1].length;
            if (!PLACEHOLDER.test(value))
                ranges.push([offset + end - value.length, offset + end]);
        }
    }
}
function collect(text, pattern, ranges) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        if (match[0].length === 0) {
            pattern.lastIndex += 1;
            continue;
        }
        ranges.push([match.index, match.index + match[0].length]);
    }
}
/** Like {@link collect}, for the group `group` of each match, which must end the match. */
function collectGroup(text, pattern, group, ranges, keep) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        const secret = match[group];
        if (!keep(secret))
            continue;
        const start = match.index + match[0].lastIndexOf(secret);
        ranges.push([start, start + secret.length]);
    }
}
function merge(ranges) {
    if (ranges.length < 2)
        return ranges;
    ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const out = [ranges[0]];
    for (const range of ranges.slice(1)) {
        const last = out.at(-1);
        if (range[0] <= last[1])
            last[1] = Math.max(last[1], range[1]);
        else
            out.push(range);
    }
    return out;
}
/** Object keys sorted, so the same value spelt in another key order gets the same placeholder. */
function canonicalJson(value) {
    if (value === null || typeof value !== "object")
        return JSON.stringify(value);
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(",")}]`;
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(",")}}`;
}


/***/ })

};
