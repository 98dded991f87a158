// ESLint: typescript-eslint's and jsx-a11y's recommended rules, the rules of hooks, and the layering
// rule (eslint-plugin-boundaries): imports point one way,
//   lib ← providers ← components ← session ← domain ← resource-kit ← request-family ← resources ← shell ← app
// (and shared-pure, below them all). lib: pure helpers, the i18n catalog (with the resources' own
// catalogs), the runtime configuration and the generated database types; providers: Refine's
// providers, the supabase client, the typed calls of the database's functions (rpc.ts);
// components: shared UI, reading through Refine's hooks and providers/rpc.ts; session: the
// signed-in user for components; domain (src/domain/): what several screens share about a record
// — row shapes, select strings, styles, rules, lookups and pickers; resource-kit: the registry's
// shape and helpers (resources/*.ts); request-family: resources/requests/, the one module the
// request routes are built on; resources: one folder per resource, of which another folder may
// import only index.ts (the registry entry) and public/ (what other screens mount); shell:
// layout, route guards and the non-resource pages; app: boot, composition and the route table.
// shared-pure: the Edge Functions' pure modules the browser runs too (SHARED_PURE). A layer
// imports its own and lower layers; tests and test helpers may import anything. Import circles
// are refused by scripts/import-cycles.node.test.ts.
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import tseslint from "typescript-eslint";

const LAYERS = [
  "lib",
  "providers",
  "components",
  "session",
  "domain",
  "resource-kit",
  "request-family",
  "resources",
  "shell",
  "app",
];
const RESOURCES_AT = LAYERS.indexOf("resources");
/** A layer and those below it, the resources apart (their own policies, below). */
const below = (layer) => LAYERS.slice(0, LAYERS.indexOf(layer) + 1).filter((l) => l !== "resources");

// What a resource shows the other folders: its registry entry and what other screens mount.
const PUBLIC_SURFACE = ["index.ts", "public/**"];

// The Edge Functions' modules the browser may run: pure TypeScript, no Deno API, no PDF library
// (the rest of supabase/functions/ is the server's and stays out of the bundle).
const SHARED_PURE = [
  "supabase/functions/_shared/pay-engine/engine.ts",
  "supabase/functions/_shared/pay-engine/situation.ts",
  "supabase/functions/_shared/anonymous-pdf/bio.ts",
  "supabase/functions/_shared/anonymous-pdf/leaks.ts",
  "supabase/functions/_shared/anonymous-pdf/profile.ts",
  "supabase/functions/_shared/anonymous-pdf/summary.ts",
  "supabase/functions/_shared/anonymous-pdf/types.ts",
  "supabase/functions/_shared/contract-pdf/format.ts",
];

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
      // the type-check reports unused locals and parameters (tsconfig.json's noUnusedLocals and
      // noUnusedParameters): the lint stage does not do that work twice
      "@typescript-eslint/no-unused-vars": "off",
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
      "boundaries/include": ["src/**/*", "providers/**/*", "resources/**/*", "supabase/functions/**/*"],
      // dynamic import() and re-exports are dependencies too (a lazy page loader reaching into
      // another resource is an import of its internals)
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/legacy-warnings": false,
      "boundaries/elements": [
        // the Edge Functions' shared modules, of which the front may import the SHARED_PURE files
        { type: "shared-pure", partialMatch: false, pattern: "supabase/functions/_shared/*" },
        { type: "edge-functions", partialMatch: false, pattern: "supabase/functions/*" },
        // the resources' catalogs are read by the i18n module: they belong to lib (i18n.fr.ts, and
        // the parts a large one is written in, resources/requests/i18n/*.fr.ts; the mode matches names)
        { type: "lib", mode: "file", pattern: "**/*.fr.ts" },
        { type: "lib", mode: "file", pattern: ["src/database.types.ts", "src/vite-env.d.ts"] },
        { type: "lib", partialMatch: false, pattern: ["src/lib/**", "src/i18n/**", "src/config/**"] },
        { type: "components", partialMatch: false, pattern: "src/components/**" },
        { type: "providers", partialMatch: false, pattern: "providers/**" },
        { type: "session", partialMatch: false, pattern: "src/session/**" },
        { type: "domain", partialMatch: false, pattern: "src/domain/**" },
        { type: "resource-kit", mode: "file", pattern: "resources/*.ts" },
        // the request family: the one module the request routes are built on (resources/README.md)
        { type: "request-family", partialMatch: false, pattern: "resources/requests" },
        // one element per resource folder, its name captured
        { type: "resources", partialMatch: false, pattern: "resources/*", capture: ["resource"] },
        { type: "shell", partialMatch: false, pattern: ["src/layout/**", "src/routing/**", "src/pages/**"] },
        { type: "app", partialMatch: false, pattern: "src/app/**" },
        { type: "app", mode: "file", pattern: ["src/App.tsx", "src/main.tsx", "src/routes.tsx"] },
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
          policies: [
            // every layer may run the Edge Functions' pure modules, and no other file of supabase/functions
            {
              from: { element: { types: { anyOf: LAYERS } } },
              allow: { to: { element: { type: "shared-pure", filePath: SHARED_PURE } } },
            },
            // a layer imports its own and the lower layers
            ...LAYERS.filter((layer) => layer !== "resources").map((layer) => ({
              from: { element: { type: layer } },
              allow: { to: { element: { types: { anyOf: below(layer) } } } },
            })),
            // a resource imports the layers below it and its own files; the resources and the layers
            // above them import another resource's public surface only (index.ts, public/)
            {
              from: { element: { type: "resources" } },
              allow: { to: { element: { types: { anyOf: below("request-family") } } } },
            },
            {
              from: { element: { type: "resources" } },
              allow: {
                to: { element: { type: "resources", captured: { resource: "{{ from.element.captured.resource }}" } } },
              },
            },
            {
              from: { element: { types: { anyOf: LAYERS.slice(RESOURCES_AT) } } },
              allow: { to: { element: { type: "resources", fileInternalPath: PUBLIC_SURFACE } } },
            },
          ],
        },
      ],
    },
  },
  {
    // the client's own layer and the app's boot (which creates it) may hold it; so do the client
    // and talent spaces (src/portal/: their own entries, without Refine, with a client of their own)
    files: ["providers/**/*.{ts,tsx}", "src/app/**/*.{ts,tsx}", "src/portal/**/*.{ts,tsx}"],
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
      // the client and talent spaces call their one SQL function each with supabase-js, without
      // Refine (providers/rpc.ts's hooks are Refine's), from this file alone
      "src/portal/api.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...RPC_SYNTAX] },
  },
];
