// ESLint: typescript-eslint's and jsx-a11y's recommended rules, the rules of hooks, and the layering
// rule (eslint-plugin-boundaries): imports point one way,
//   lib ← components ← providers ← session ← resources ← shell ← app
// lib: pure helpers, the i18n catalog (with the resources' own catalogs), the runtime
// configuration and the generated database types; components: shared UI; providers: Refine's
// providers and the supabase client; session: the signed-in user for components; resources:
// the registry entries and their screens; shell: layout, route guards and the non-resource
// pages; app: boot, composition and the route table. A layer imports its own and lower layers.
// Tests and test helpers may import anything.
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import tseslint from "typescript-eslint";

const LAYERS = ["lib", "components", "providers", "session", "resources", "shell", "app"];

// @refinedev/antd is one module: a page frame used on any screen brings pro-layout's page
// header (every locale's texts, a breadcrumb) into the first screen's code
const PAGE_FRAMES = {
  name: "@refinedev/antd",
  importNames: ["List", "Show", "Edit", "Create", "PageHeader", "Breadcrumb"],
  message: "Use ListPage (src/components/table/list-page.tsx) or antd's own components.",
};
// no screen reaches the supabase client: rows go through Refine's hooks, the rest through
// providers/client-calls.ts (storage, own login, edge functions); only providers/ and the
// app's boot (src/app) hold the client
const SUPABASE_CLIENT = {
  group: ["**/providers/supabase-client", "**/providers/supabase-client.ts", "@supabase/supabase-js"],
  message:
    "Screens do not reach the supabase client: use Refine's hooks (useList, useOne…), providers/rpc.ts for SQL functions (useRpc, useRpcMutation) or providers/client-calls.ts.",
};

// SQL functions are called through providers/rpc.ts (useRpc, useRpcMutation, useRpcCall,
// rpcListSource), whose names and arguments the generated schema types: a function named in a
// string (a custom call's `rpc/<name>`, a REST path), a list source written as a bare object or
// supabase-js's `.rpc(` anywhere else would escape the compiler's check. (The Edge Functions of
// supabase/functions/ are outside these folders: they call functions with the service role
// through their own helper, and keep it.)
const RPC_BY_NAME = "Call SQL functions through providers/rpc.ts (useRpc, useRpcMutation, useRpcCall, rpcListSource).";
const RPC_SYNTAX = [
  { selector: "Literal[value=/(^|\\/)rpc\\//]", message: RPC_BY_NAME },
  { selector: "TemplateElement[value.raw=/(^|\\/)rpc\\//]", message: RPC_BY_NAME },
  { selector: "CallExpression[callee.property.name='rpc']", message: RPC_BY_NAME },
  { selector: "Property[key.name='rpc'][value.type='ObjectExpression']", message: RPC_BY_NAME },
];

export default [
  { ignores: ["dist/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**"] },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: ["**/*.{ts,tsx,mts}"] })),
  {
    files: ["**/*.{ts,tsx,mts}"],
    rules: {
      // a leading underscore marks a binding kept on purpose (rest siblings, positional arguments)
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ["**/*.tsx"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // antd's fields take autoFocus where a page or dialog has one purpose (sign-in, the palette's search)
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "providers/**/*.{ts,tsx}", "resources/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.node.{ts,tsx}", "src/test/**"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { boundaries, "react-hooks": reactHooks },
    settings: {
      "boundaries/include": ["src/**/*", "providers/**/*", "resources/**/*"],
      "boundaries/elements": [
        // the resources' catalogs are read by the i18n module: they belong to lib (i18n.fr.ts, and
        // the parts a large one is written in, resources/requests/i18n/*.fr.ts; the mode matches names)
        { type: "lib", mode: "file", pattern: "**/*.fr.ts" },
        {
          type: "lib",
          partialMatch: false,
          pattern: ["src/lib/**", "src/i18n/**", "src/config/**", "src/database.types.ts", "src/vite-env.d.ts"],
        },
        // the typed SQL-function calls wrap Refine's hooks and import no provider: shared components
        // call functions through them too, so they sit with the components (the whole path: "full")
        { type: "components", mode: "full", pattern: "providers/rpc.ts" },
        { type: "components", partialMatch: false, pattern: "src/components/**" },
        { type: "providers", partialMatch: false, pattern: "providers/**" },
        { type: "session", partialMatch: false, pattern: "src/session/**" },
        { type: "resources", partialMatch: false, pattern: "resources/**" },
        { type: "shell", partialMatch: false, pattern: ["src/layout/**", "src/routing/**", "src/pages/**"] },
        { type: "app", partialMatch: false, pattern: ["src/app/**", "src/App.tsx", "src/main.tsx", "src/routes.tsx"] },
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": ["error", { paths: [PAGE_FRAMES], patterns: [SUPABASE_CLIENT] }],
      "boundaries/dependencies": [
        2,
        {
          default: "disallow",
          policies: LAYERS.map((layer, index) => ({
            from: { element: { type: layer } },
            allow: { to: { element: { types: { anyOf: LAYERS.slice(0, index + 1) } } } },
          })),
        },
      ],
    },
  },
  {
    // the client's own layer and the app's boot (which creates it) may hold it
    files: ["providers/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.node.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [PAGE_FRAMES] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}", "providers/**/*.{ts,tsx}", "resources/**/*.{ts,tsx}"],
    ignores: [
      // the one module that names functions, and the tests, which stand in for the data provider
      // and see the calls as it receives them (`url: "rpc/<name>"`)
      "providers/rpc.ts",
      "**/*.test.{ts,tsx}",
      "src/test/**",
      "resources/*/test/**",
      // the signature page is its own entry without Refine nor supabase-js (fetch only, kept
      // small): its REST calls are typed by rpc.ts's types, imported as types only
      "src/signature/api.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...RPC_SYNTAX] },
  },
];
