// ESLint flat config: recommended JavaScript and TypeScript rules; formatting is Prettier's job
// (eslint-config-prettier turns off every rule that would argue with it).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", ".tmp/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // loopgate's job includes stripping control characters from untrusted text: such regexes are the point.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // No function a reader cannot hold in mind: each is split along the work it does, in named
    // steps. Counted as a reader sees it, signature, blank lines and comments included.
    files: ["src/**/*.ts"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: false, skipComments: false }] },
  },
  prettier,
);
