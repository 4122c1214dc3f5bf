import type { Syntax } from 'refractor/core';

type GrammarLoader = () => Promise<{ default: Syntax }>;

/**
 * The Prism grammars a code block can ask for, each its own chunk (a page downloads only the languages
 * it shows). Listed one by one rather than built from the language name so that a document can never
 * make the renderer import an arbitrary module, and so bundlers see every chunk.
 */
const grammars: Record<string, GrammarLoader> = {
  bash: () => import('refractor/bash'),
  basic: () => import('refractor/basic'),
  c: () => import('refractor/c'),
  clojure: () => import('refractor/clojure'),
  cpp: () => import('refractor/cpp'),
  csharp: () => import('refractor/csharp'),
  css: () => import('refractor/css'),
  dart: () => import('refractor/dart'),
  diff: () => import('refractor/diff'),
  docker: () => import('refractor/docker'),
  elixir: () => import('refractor/elixir'),
  elm: () => import('refractor/elm'),
  erlang: () => import('refractor/erlang'),
  fortran: () => import('refractor/fortran'),
  go: () => import('refractor/go'),
  graphql: () => import('refractor/graphql'),
  groovy: () => import('refractor/groovy'),
  haskell: () => import('refractor/haskell'),
  ini: () => import('refractor/ini'),
  java: () => import('refractor/java'),
  javascript: () => import('refractor/javascript'),
  json: () => import('refractor/json'),
  jsx: () => import('refractor/jsx'),
  kotlin: () => import('refractor/kotlin'),
  latex: () => import('refractor/latex'),
  less: () => import('refractor/less'),
  lisp: () => import('refractor/lisp'),
  lua: () => import('refractor/lua'),
  makefile: () => import('refractor/makefile'),
  markdown: () => import('refractor/markdown'),
  markup: () => import('refractor/markup'),
  matlab: () => import('refractor/matlab'),
  nginx: () => import('refractor/nginx'),
  objectivec: () => import('refractor/objectivec'),
  ocaml: () => import('refractor/ocaml'),
  perl: () => import('refractor/perl'),
  php: () => import('refractor/php'),
  powershell: () => import('refractor/powershell'),
  protobuf: () => import('refractor/protobuf'),
  python: () => import('refractor/python'),
  r: () => import('refractor/r'),
  ruby: () => import('refractor/ruby'),
  rust: () => import('refractor/rust'),
  scala: () => import('refractor/scala'),
  scss: () => import('refractor/scss'),
  solidity: () => import('refractor/solidity'),
  sql: () => import('refractor/sql'),
  swift: () => import('refractor/swift'),
  toml: () => import('refractor/toml'),
  tsx: () => import('refractor/tsx'),
  typescript: () => import('refractor/typescript'),
  vim: () => import('refractor/vim'),
  yaml: () => import('refractor/yaml'),
  zig: () => import('refractor/zig'),
};

/** Names AppFlowy and people write ('Javascript', 'C++', 'Shell', 'HTML') → the grammar's key above. */
const aliases: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  dockerfile: 'docker',
  golang: 'go',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
  kt: 'kotlin',
  yml: 'yaml',
  tex: 'latex',
  md: 'markdown',
  'objective-c': 'objectivec',
  objc: 'objectivec',
  ps: 'powershell',
  pwsh: 'powershell',
  proto: 'protobuf',
  make: 'makefile',
  sol: 'solidity',
  clj: 'clojure',
  hs: 'haskell',
  ex: 'elixir',
  erl: 'erlang',
};

/** The grammar key for a code block's `language`, or undefined (auto, plain text, unknown). */
export function grammarName(language: unknown): string | undefined {
  if (typeof language !== 'string') return undefined;
  const name = language.trim().toLowerCase();
  const key = aliases[name] ?? name;
  return Object.hasOwn(grammars, key) ? key : undefined;
}

export function grammarLoader(name: string): GrammarLoader | undefined {
  return Object.hasOwn(grammars, name) ? grammars[name] : undefined;
}
