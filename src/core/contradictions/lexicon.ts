// Built-in vocabulary: exclusive families of real-world tools and conventions.
//
// A family is a set of alternatives a project normally picks exactly one of (package managers, test
// runners, naming cases…). Two directives that mandate different members for the same scope conflict;
// one directive mandating a member and another forbidding it conflict too.
//
// Phrase syntax (one alternative spelling per string, words separated by spaces, matched
// case-insensitively against words or their stems):
//   `phrase`   matches only inside an inline code span
//   ~phrase    ambiguous in prose: counts only inside a code span or when the sentence also contains one of
//              the family's context words (or another member of the family)
//   ^Phrase    case-sensitive (REST, Go)
// Members of user families (configuration) use the same syntax.

import { PLATFORM_FAMILIES } from './families/platform.js';
import { dict } from './text.js';
import { ECOSYSTEM_FAMILIES } from './families/ecosystems.js';
import { fam } from './families/fam.js';

export interface MemberDef {
  id: string;
  label: string;
  phrases: string[];
}

export type Targeting = 'naming' | 'language';

export interface FamilyDef {
  id: string;
  /** human-readable subject, e.g. "package manager" */
  subject: string;
  members: MemberDef[];
  /** stems that belong to the family's topic: they are not scope qualifiers */
  domain?: string[];
  /** stems that make ~ambiguous phrases count */
  context?: string[];
  /** the family applies per target (what is being named / written in which language) */
  targeted?: Targeting;
  /** user-defined (configuration) */
  custom?: boolean;
  /**
   * the members are kinds of code one writes (enums, class components), not tools: they are chosen by declaring
   * or using the kind, not by importing, mapping to or matching things of that kind that already exist
   */
  construct?: boolean;
  /** the members are qualities of what the agent writes (concise, detailed): said of another noun, they are that noun's */
  adjectival?: boolean;
}

const TEST_DOMAIN = ['test', 'unit', 'runner', 'framework', 'suite', 'assertion', 'write', 'run', 'file', 'case', 'chai', 'sinon', 'expect', 'assert', 'enzyme', 'testing-library'];
const PKG_DOMAIN = ['package', 'dep', 'install', 'installing', 'lockfile', 'lock', 'manager', 'node_module', 'workspace', 'module', 'add', 'tool', 'one-off', 'binary', 'script', 'manage', 'managing', 'requirement', 'environment', 'env', 'virtualenv', 'venv', 'monorepo', 'third-party'];

export const BUILTIN_FAMILIES: FamilyDef[] = [
  fam('js-package-manager', 'JavaScript package manager', {
    npm: ['npm', '`npm install`', '`npm ci`', '`npm i`'],
    yarn: ['yarn', 'yarn berry', 'yarn classic', 'yarn v1', 'yarnpkg'],
    pnpm: ['pnpm'],
    bun: ['~bun', '`bun install`', '`bun add`'],
  }, { domain: [...PKG_DOMAIN, 'javascript', 'js', 'node', 'typescript', 'ts'], context: ['install', 'package', 'dep', 'lockfile', 'workspace', 'manager'] }),
  fam('python-package-manager', 'Python package manager', {
    pip: ['pip', 'pip3', '`pip install`', 'pip-tools'],
    poetry: ['poetry'],
    uv: ['uv', 'uv pip'],
    pipenv: ['pipenv'],
    conda: ['conda', 'mamba', 'micromamba', 'miniconda', 'anaconda'],
    pdm: ['pdm'],
    hatch: ['~hatch'],
    rye: ['rye'],
    pixi: ['~pixi', 'pixi.toml'],
  }, { domain: [...PKG_DOMAIN, 'python'], context: ['package', 'dep', 'environment', 'env', 'install'] }),
  fam('js-test-runner', 'JavaScript test runner', {
    Jest: ['jest', 'ts-jest'],
    Vitest: ['vitest'],
    Mocha: ['mocha'],
    Jasmine: ['jasmine'],
    AVA: ['~ava'],
    'node:test': ['node:test', '`node --test`', 'node test runner'],
    'bun test': ['`bun test`'],
    uvu: ['uvu'],
  }, { domain: [...TEST_DOMAIN, 'javascript', 'js', 'typescript', 'ts', 'node', 'frontend', 'backend'], context: ['test'] }),
  fam('python-test-runner', 'Python test framework', {
    pytest: ['pytest', 'py.test'],
    unittest: ['unittest', 'unittest module', 'unittest.testcase'],
    nose: ['nose', 'nose2'],
  }, { domain: [...TEST_DOMAIN, 'python', 'py']}),
  fam('e2e-framework', 'end-to-end test framework', {
    Playwright: ['playwright'],
    Cypress: ['cypress'],
    Puppeteer: ['puppeteer'],
    Selenium: ['selenium'],
    WebdriverIO: ['webdriverio', 'wdio'],
    TestCafe: ['testcafe'],
    Nightwatch: ['nightwatch'],
  }, { domain: [...TEST_DOMAIN, 'e2e', 'browser', 'ui', 'integration'] }),
  fam('js-formatter', 'JavaScript formatter', {
    Prettier: ['prettier'],
    dprint: ['dprint'],
    Biome: ['biome', 'rome'],
    'deno fmt': ['deno fmt'],
    StandardJS: ['standardjs', '`standard`'],
  }, { domain: ['format', 'formatted', 'style', 'code', 'run', 'file', 'tool', 'javascript', 'js', 'typescript', 'ts'] }),
  fam('python-formatter', 'Python formatter', {
    Black: ['~black'],
    'Ruff format': ['ruff format', '`ruff format`'],
    YAPF: ['yapf'],
    autopep8: ['autopep8'],
  }, { domain: ['format', 'style', 'code', 'python', 'run', 'file', 'py'], context: ['format', 'python', 'style'] }),
  fam('go-formatter', 'Go formatter', {
    gofmt: ['gofmt', 'go fmt', '`go fmt`'],
    gofumpt: ['gofumpt'],
  }, { domain: ['format', 'style', 'code', 'go', 'run', 'file', 'plain', 'golang'] }),
  fam('js-linter', 'JavaScript linter', {
    ESLint: ['eslint'],
    Biome: ['biome lint', '~biome'],
    oxlint: ['oxlint'],
    TSLint: ['tslint'],
    XO: ['~xo'],
    JSHint: ['jshint'],
    JSLint: ['jslint'],
  }, { domain: ['lint', 'linted', 'code', 'run', 'rule', 'typescript', 'javascript', 'install', 'js', 'ts'], context: ['lint'] }),
  fam('python-linter', 'Python linter', {
    Ruff: ['ruff', 'ruff check', '`ruff check`'],
    flake8: ['flake8', 'pyflakes', 'pycodestyle'],
  }, { domain: ['lint', 'code', 'python', 'run', 'check', 'py'] }),
  fam('python-type-checker', 'Python type checker', {
    mypy: ['mypy'],
    Pyright: ['pyright', 'basedpyright'],
    Pyre: ['pyre', 'pyre-check'],
    pytype: ['pytype'],
    ty: ['`ty`', 'ty check'],
    Pyrefly: ['pyrefly'],
  }, { domain: ['type', 'check', 'checker', 'hint', 'code', 'run', 'python', 'py'] }),
  fam('js-bundler', 'bundler', {
    webpack: ['webpack'],
    Vite: ['vite'],
    Rollup: ['rollup'],
    esbuild: ['esbuild'],
    Parcel: ['~parcel'],
    Turbopack: ['turbopack'],
    Rspack: ['rspack'],
    tsup: ['tsup'],
    tsdown: ['tsdown'],
    unbuild: ['unbuild'],
    microbundle: ['microbundle'],
    pkgroll: ['pkgroll'],
    bunchee: ['bunchee'],
    Rolldown: ['rolldown'],
    Browserify: ['browserify'],
    ncc: ['@vercel/ncc'],
  }, { domain: ['bundle', 'build', 'bundler', 'tool', 'app', 'frontend'], context: ['bundle', 'build'] }),
  fam('monorepo-tool', 'monorepo task runner', {
    Nx: ['nx'],
    Turborepo: ['turborepo', 'turbo'],
    Lerna: ['lerna'],
    Rush: ['~rush'],
    moon: ['moonrepo', '~moon'],
  }, { domain: ['monorepo', 'task', 'build', 'run', 'workspace', 'package'], context: ['monorepo', 'workspace'] }),
  fam('js-runtime', 'JavaScript runtime', {
    'Node.js': ['node.js', 'nodejs', '`node`'],
    Deno: ['deno'],
    Bun: ['~bun runtime', '`bun run`'],
  }, { domain: ['runtime', 'run', 'script', 'server', 'execute'] }),
  fam('programming-language', 'programming language', {
    TypeScript: ['typescript'],
    JavaScript: ['javascript', 'plain javascript', 'vanilla javascript'],
    Python: ['python'],
    Go: ['golang', '^Go'],
    Rust: ['rust'],
    Java: ['java'],
    Kotlin: ['kotlin'],
    Swift: ['^Swift'],
    'Objective-C': ['objective-c', 'objc'],
    'C#': ['c#', 'csharp'],
    Ruby: ['ruby'],
    PHP: ['php'],
    Scala: ['scala'],
    Elixir: ['elixir'],
    Dart: ['dart'],
    'C++': ['c++', 'cpp'],
  }, { domain: ['language', 'write', 'written', 'code', 'implement', 'program'] }),
  fam('python-web-framework', 'Python web framework', {
    Django: ['django'],
    Flask: ['flask'],
    FastAPI: ['fastapi'],
    Litestar: ['litestar'],
    Tornado: ['tornado'],
    Sanic: ['sanic'],
    Pyramid: ['~pyramid'],
    Falcon: ['~falcon'],
    Quart: ['quart'],
    Bottle: ['~bottle', 'bottle.py'],
    CherryPy: ['cherrypy'],
    Robyn: ['~robyn'],
    BlackSheep: ['blacksheep'],
    Masonite: ['masonite'],
  }, { domain: ['http', 'endpoint', 'api', 'server', 'route', 'web', 'app', 'service', 'framework', 'view', 'backend', 'python'], context: ['http', 'api', 'web', 'framework', 'endpoint', 'server', 'backend'] }),
  fam('node-web-framework', 'Node.js web framework', {
    Express: ['~express', 'express.js', 'expressjs'],
    Fastify: ['fastify'],
    Koa: ['koa'],
    hapi: ['hapi'],
    NestJS: ['nestjs', 'nest.js'],
    Hono: ['hono'],
    AdonisJS: ['adonisjs', '~adonis'],
    Sails: ['sails.js', 'sailsjs'],
    Restify: ['restify'],
    Elysia: ['~elysia', 'elysiajs'],
    Feathers: ['feathersjs', 'feathers.js'],
  }, { domain: ['http', 'endpoint', 'api', 'server', 'route', 'web', 'app', 'service', 'framework', 'middleware', 'backend'], context: ['http', 'api', 'server', 'route', 'middleware', 'framework', 'endpoint', 'backend'] }),
  fam('frontend-framework', 'UI framework', {
    React: ['react', 'react.js', 'reactjs'],
    Vue: ['vue', 'vue.js', 'vuejs'],
    Angular: ['angular'],
    Svelte: ['svelte'],
    SolidJS: ['solidjs', 'solid.js'],
    Preact: ['preact'],
    Lit: ['~lit', 'lit-element', 'lit-html'],
    Qwik: ['qwik'],
    Ember: ['ember.js', 'emberjs', '~ember'],
    'Alpine.js': ['alpine.js', 'alpinejs'],
    Mithril: ['~mithril', 'mithril.js'],
  }, { domain: ['ui', 'frontend', 'component', 'framework', 'view', 'app', 'web'] }),
  fam('meta-framework', 'web app framework', {
    'Next.js': ['next.js', 'nextjs'],
    Nuxt: ['nuxt', 'nuxt.js'],
    Remix: ['~remix'],
    SvelteKit: ['sveltekit'],
    Astro: ['astro'],
    Gatsby: ['gatsby'],
    SolidStart: ['solidstart', 'solid start'],
    'Qwik City': ['qwik city'],
    Analog: ['analogjs'],
    RedwoodJS: ['redwoodjs', 'redwood.js'],
    Blitz: ['blitz.js', 'blitzjs'],
    'TanStack Start': ['tanstack start'],
  }, { domain: ['ui', 'frontend', 'framework', 'app', 'web', 'site', 'page'], context: ['framework', 'app', 'react', 'route', 'site'] }),
  fam('css-approach', 'styling approach', {
    Tailwind: ['tailwind', 'tailwindcss', 'tailwind css'],
    'styled-components': ['styled-components', 'styled components'],
    Emotion: ['~emotion'],
    'CSS Modules': ['css modules', 'css module'],
    'vanilla-extract': ['vanilla-extract'],
    StyleX: ['stylex'],
    UnoCSS: ['unocss'],
    'Panda CSS': ['panda css', 'pandacss', '@pandacss/dev'],
    Linaria: ['linaria'],
    Stitches: ['~stitches', '@stitches/react'],
    JSS: ['react-jss', '`jss`'],
    Twind: ['twind'],
  }, { domain: ['style', 'styling', 'css', 'component', 'class', 'utility', 'ui'], context: ['style', 'css'] }),
  fam('component-library', 'component library', {
    MUI: ['mui', 'material ui', 'material-ui'],
    Chakra: ['chakra', 'chakra ui'],
    'Ant Design': ['ant design', 'antd'],
    Mantine: ['mantine'],
    'shadcn/ui': ['shadcn', 'shadcn/ui', 'shadcn ui'],
    Bootstrap: ['~bootstrap', 'react-bootstrap', 'bootstrap css', 'bootstrap 5', 'bootstrap 4'],
    Vuetify: ['vuetify'],
    Quasar: ['~quasar'],
    'Element Plus': ['element plus', 'element-plus'],
    'Naive UI': ['naive ui', 'naive-ui'],
    PrimeReact: ['primereact'],
    PrimeVue: ['primevue'],
    PrimeNG: ['primeng'],
    'NG-ZORRO': ['ng-zorro', 'ng-zorro-antd'],
    'Angular Material': ['angular material'],
    'Semantic UI': ['semantic ui', 'semantic-ui', 'semantic-ui-react'],
    Blueprint: ['blueprintjs', '@blueprintjs/core'],
    'Fluent UI': ['fluent ui', '@fluentui/react', 'fluentui'],
    HeroUI: ['heroui', 'nextui'],
    daisyUI: ['daisyui'],
    Flowbite: ['flowbite'],
  }, { domain: ['component', 'ui', 'library', 'design', 'system'], context: ['component', 'components', 'ui', 'css', 'style', 'styling', 'styles', 'frontend', 'theme', 'tailwind', 'page', 'pages', 'layout', 'responsive', 'grid', 'html', 'react', 'vue', 'angular', 'design', 'button', 'buttons', 'template', 'templates'] }),
  fam('state-management', 'state management', {
    Redux: ['redux', 'redux toolkit', '@reduxjs/toolkit'],
    Zustand: ['zustand'],
    MobX: ['mobx'],
    Jotai: ['jotai'],
    Recoil: ['recoil'],
    Valtio: ['valtio'],
    Pinia: ['pinia'],
    Vuex: ['vuex'],
    NgRx: ['ngrx', '@ngrx/store'],
    NGXS: ['ngxs'],
    Effector: ['effector.js', 'effector-react', '@effector/core'],
    nanostores: ['nanostores'],
    'MobX-State-Tree': ['mobx-state-tree'],
  }, { domain: ['state', 'management', 'store', 'global', 'app', 'client'] }),
  fam('data-fetching', 'data fetching library', {
    'TanStack Query': ['react query', 'react-query', 'tanstack query', '@tanstack/react-query'],
    SWR: ['swr'],
    'Apollo Client': ['apollo', 'apollo client'],
    'RTK Query': ['rtk query'],
    urql: ['urql'],
    Relay: ['~relay'],
  }, { domain: ['data', 'fetching', 'fetch', 'query', 'cache', 'server', 'state', 'request'], context: ['graphql', 'fetch', 'query', 'data'] }),
  fam('js-http-client', 'HTTP client', {
    axios: ['axios'],
    fetch: ['`fetch`', '`fetch()`', 'fetch api', 'native fetch', 'built-in fetch', 'node-fetch'],
    got: ['`got`'],
    ky: ['`ky`'],
    superagent: ['superagent'],
    ofetch: ['ofetch'],
    wretch: ['wretch'],
  }, { domain: ['http', 'request', 'call', 'client', 'api', 'network', 'native', 'javascript', 'typescript', 'js', 'ts', 'outgoing', 'external', 'frontend'] }),
  fam('python-http-client', 'Python HTTP client', {
    requests: ['`requests`', 'requests library', 'python-requests'],
    httpx: ['httpx'],
    aiohttp: ['aiohttp'],
    urllib: ['urllib', 'urllib3', '`urllib.request`'],
  }, { domain: ['http', 'request', 'call', 'client', 'api', 'network', 'library', 'python', 'outgoing', 'external'] }),
  fam('js-orm', 'database access library', {
    Prisma: ['prisma'],
    Drizzle: ['drizzle', 'drizzle orm', 'drizzle-orm'],
    TypeORM: ['typeorm'],
    Sequelize: ['sequelize'],
    Knex: ['knex'],
    'MikroORM': ['mikro-orm', 'mikroorm'],
    Kysely: ['kysely'],
    Mongoose: ['mongoose'],
    Objection: ['objection.js', 'objectionjs'],
    Bookshelf: ['bookshelf.js', 'bookshelfjs'],
  }, { domain: ['db', 'access', 'orm', 'query', 'model', 'schema', 'migration', 'sql', 'typescript', 'node', 'raw'] }),
  fam('python-orm', 'Python database access library', {
    SQLAlchemy: ['sqlalchemy'],
    'Django ORM': ['django orm'],
    Peewee: ['peewee'],
    'Tortoise ORM': ['tortoise', 'tortoise orm'],
    'Pony ORM': ['pony orm'],
    Piccolo: ['piccolo orm', '~piccolo'],
    ormar: ['ormar'],
  }, { domain: ['db', 'access', 'orm', 'query', 'model', 'schema', 'sql', 'python'] }),
  fam('schema-validation', 'validation library', {
    Zod: ['zod'],
    Yup: ['yup'],
    Joi: ['joi'],
    Valibot: ['valibot'],
    'io-ts': ['io-ts'],
    Superstruct: ['superstruct'],
    ArkType: ['arktype'],
    'Effect Schema': ['@effect/schema', 'effect schema'],
    runtypes: ['runtypes'],
    'class-validator': ['class-validator'],
    Typia: ['typia'],
  }, { domain: ['validation', 'validate', 'schema', 'input', 'parse', 'runtime', 'type', 'typescript', 'javascript', 'data'] }),
  fam('python-validation', 'Python validation library', {
    Pydantic: ['pydantic'],
    marshmallow: ['marshmallow'],
    Cerberus: ['cerberus'],
  }, { domain: ['validation', 'validate', 'schema', 'model', 'input', 'parse', 'serialization', 'request', 'body', 'python', 'data'] }),
  fam('date-library', 'date library', {
    Moment: ['~moment', 'moment.js', 'momentjs', '`moment`'],
    'date-fns': ['date-fns'],
    Day: ['dayjs', 'day.js'],
    Luxon: ['luxon'],
    'js-joda': ['js-joda', '@js-joda/core'],
  }, { domain: ['date', 'time', 'handling', 'library', 'timezone', 'formatting', 'handle', 'javascript', 'typescript'], context: ['date', 'time', 'import'] }),
  fam('python-logging', 'Python logging library', {
    logging: ['`logging`', 'logging module', 'standard logging', 'stdlib logging', 'standard library logging'],
    loguru: ['loguru'],
    structlog: ['structlog'],
  }, { domain: ['log', 'logging', 'logger', 'standard', 'third-party', 'library', 'module', 'python'] }),
  fam('js-logging', 'logging library', {
    winston: ['winston'],
    pino: ['pino'],
    bunyan: ['bunyan'],
    log4js: ['log4js'],
    consola: ['consola'],
    tslog: ['tslog'],
    roarr: ['roarr'],
    signale: ['signale'],
  }, { domain: ['log', 'logging', 'logger', 'library', 'node', 'typescript', 'javascript'] }),
  fam('go-logging', 'Go logging library', {
    zap: ['~zap', 'go.uber.org/zap', 'uber-go/zap'],
    glog: ['glog', 'golang/glog'],
    logrus: ['logrus'],
    zerolog: ['zerolog'],
    slog: ['slog', 'log/slog', '`log/slog`'],
  }, { domain: ['log', 'logging', 'logger', 'library', 'structured', 'go', 'golang'], context: ['log', 'logging', 'logger'] }),
  fam('go-web-framework', 'Go HTTP framework', {
    Gin: ['~gin'],
    Echo: ['~echo framework', '`labstack/echo`'],
    Fiber: ['~fiber'],
    chi: ['~chi', 'go-chi'],
    'gorilla/mux': ['gorilla/mux', 'gorilla mux'],
    Beego: ['beego'],
    Buffalo: ['gobuffalo', 'buffalo framework'],
    httprouter: ['httprouter', 'julienschmidt/httprouter'],
    Iris: ['kataras/iris', 'iris framework'],
  }, { domain: ['http', 'router', 'server', 'route', 'api', 'framework', 'handler', 'go', 'golang'], context: ['http', 'router', 'framework', 'route', 'server'] }),
  fam('go-test-library', 'Go test library', {
    testify: ['testify'],
    'standard testing package': ['`testing`', 'testing package', 'standard testing package', 'standard library testing', 'stdlib testing'],
    Ginkgo: ['ginkgo', 'gomega'],
    gocheck: ['gocheck'],
    GoConvey: ['goconvey'],
    is: ['matryer/is'],
  }, { domain: [...TEST_DOMAIN, 'go', 'standard', 'package', 'library', 'assertion', 'golang'] }),
  fam('dotnet-test-framework', '.NET test framework', {
    xUnit: ['xunit', 'xunit.net'],
    NUnit: ['nunit'],
    MSTest: ['mstest'],
    TUnit: ['tunit'],
  }, { domain: [...TEST_DOMAIN, '.net', 'dotnet', 'c#', 'csharp']}),
  fam('dotnet-mocking', '.NET mocking library', {
    Moq: ['moq'],
    NSubstitute: ['nsubstitute'],
    FakeItEasy: ['fakeiteasy'],
    JustMock: ['justmock'],
  }, { domain: ['mock', 'mocking', 'test', 'library', 'fake', 'stub', '.net', 'dotnet', 'c#', 'csharp', 'dep', 'service', 'collaborator', 'interface'] }),
  fam('jvm-test-framework', 'JVM test framework', {
    JUnit: ['junit', 'junit5', 'junit 5', 'jupiter'],
    TestNG: ['testng'],
    Spock: ['spock'],
    Kotest: ['kotest'],
    Spek: ['spek'],
  }, { domain: [...TEST_DOMAIN, 'java', 'kotlin', 'scala', 'jvm']}),
  fam('ruby-test-framework', 'Ruby test framework', {
    RSpec: ['rspec'],
    Minitest: ['minitest'],
    'Test::Unit': ['test::unit'],
  }, { domain: [...TEST_DOMAIN, 'ruby', 'rails']}),
  fam('php-test-framework', 'PHP test framework', {
    PHPUnit: ['phpunit'],
    Pest: ['~pest'],
  }, { domain: [...TEST_DOMAIN, 'php', 'laravel'], context: ['test', 'php'] }),
  fam('jvm-build-tool', 'JVM build tool', {
    Maven: ['maven', 'mvn'],
    Gradle: ['gradle', 'gradlew', './gradlew'],
    sbt: ['sbt'],
    Ant: ['apache ant'],
    Mill: ['mill build tool', 'com-lihaoyi/mill', '`mill`'],
  }, { domain: ['build', 'project', 'dep', 'tool', 'compile', 'java', 'kotlin', 'scala', 'jvm'] }),
  fam('swift-dependency-manager', 'Swift dependency manager', {
    'Swift Package Manager': ['swift package manager', 'spm', 'swiftpm'],
    CocoaPods: ['cocoapods', 'podfile', 'pod install'],
    Carthage: ['carthage'],
  }, { domain: ['dep', 'package', 'manager', 'manage', 'library', 'third-party', 'ios', 'swift', 'macos'] }),
  fam('apple-ui', 'Apple UI framework', {
    SwiftUI: ['swiftui'],
    UIKit: ['uikit'],
  }, { domain: ['ui', 'view', 'screen', 'new', 'build', 'ios', 'app', 'swift', 'macos'] }),
  fam('android-ui', 'Android UI toolkit', {
    'Jetpack Compose': ['jetpack compose', 'compose ui', '~compose'],
    'XML layouts': ['xml layout', 'xml layouts', 'xml views'],
  }, { domain: ['ui', 'view', 'screen', 'layout', 'android', 'build', 'kotlin'], context: ['android', 'ui', 'screen', 'jetpack', 'layout'] }),
  fam('rust-toolchain-channel', 'Rust toolchain channel', {
    stable: ['~stable', 'stable rust', 'rust stable'],
    beta: ['~beta', 'beta rust', 'rust beta'],
    nightly: ['~nightly', 'nightly rust', 'rust nightly', '`+nightly`'],
  }, { domain: ['rust', 'toolchain', 'channel', 'build', 'compile', 'rustup', 'cargo', 'pin', 'on'], context: ['rust', 'toolchain', 'rustup', 'rustc'] }),
  fam('rust-async-runtime', 'async runtime', {
    Tokio: ['tokio'],
    'async-std': ['async-std', 'async_std'],
    smol: ['~smol'],
    glommio: ['glommio'],
    monoio: ['monoio'],
  }, { domain: ['async', 'runtime', 'executor', 'task', 'rust'], context: ['async', 'runtime'] }),
  fam('rust-web-framework', 'Rust web framework', {
    'Actix Web': ['actix', 'actix-web'],
    Axum: ['axum'],
    Rocket: ['~rocket'],
    warp: ['~warp'],
    Poem: ['~poem', 'poem-openapi'],
    Salvo: ['~salvo'],
    Tide: ['~tide', 'http-rs/tide'],
    Loco: ['loco.rs', 'loco-rs'],
  }, { domain: ['http', 'server', 'web', 'api', 'framework', 'handler', 'route', 'rust'], context: ['http', 'web', 'framework', 'server', 'route'] }),
  fam('python-async', 'Python async library', {
    asyncio: ['asyncio'],
    Trio: ['~trio'],
    gevent: ['gevent'],
    curio: ['~curio'],
    eventlet: ['eventlet'],
  }, { domain: ['async', 'concurrency', 'event', 'loop', 'python', 'concurrent', 'concurrently'], context: ['async', 'asyncio', 'concurrency', 'concurrent', 'await'] }),
  // platform, infrastructure and process families (CI, hosting, secret stores, trackers, licences…)
  ...PLATFORM_FAMILIES,
  fam('api-style', 'API style', {
    REST: ['^REST', '^RESTful', 'rest api', 'rest apis', 'rest endpoint', 'rest endpoints'],
    GraphQL: ['graphql'],
    gRPC: ['grpc'],
    tRPC: ['trpc'],
    'JSON-RPC': ['json-rpc', 'jsonrpc'],
    SOAP: ['^SOAP'],
  }, { domain: ['api', 'endpoint', 'service', 'interface', 'expose', 'only'] }),
  fam('module-system', 'module system', {
    'ES modules': ['es modules', 'es module', 'esm', 'ecmascript modules', 'import/export syntax', 'es6 modules', 'esm-only', '`import`/`export`', '`import` syntax', '`import` statements', 'import syntax', 'import statements', '`import`/`export` syntax'],
    CommonJS: ['commonjs', 'cjs', '`require()`', '`module.exports`', 'require()'],
  }, { domain: ['module', 'import', 'export', 'syntax', 'file', 'javascript', 'node', 'code', 'typescript', 'ts'] }),
  fam('js-declaration', 'variable declaration keyword', {
    const: ['`const`', 'const declarations'],
    let: ['`let`', 'let declarations'],
    var: ['`var`', 'var declarations'],
  }, { domain: ['var', 'declaration', 'declare', 'binding', 'value', 'javascript', 'typescript', 'js', 'ts'] }),
  fam('ts-type-declaration', 'object type declaration', {
    interface: ['`interface`', '`interfaces`', '~interface', '~interfaces'],
    'type alias': ['type alias', 'type aliases', '`type`', '`type` alias', '`type` aliases'],
  }, { domain: ['type', 'object', 'shape', 'definition', 'define', 'declare', 'prop', 'model', 'typescript', 'ts'], context: ['type', 'typescript', 'alias'] }),
  fam('js-function-style', 'function style', {
    'arrow functions': ['arrow function', 'arrow functions', '`=>`'],
    'function declarations': ['function declaration', 'function declarations', 'function keyword', '`function`', '`function` declarations', '`function` keyword'],
  }, { domain: ['func', 'callback', 'component', 'handler', 'define', 'declare', 'javascript', 'typescript', 'js', 'ts'] }),
  fam('import-path-style', 'import path style', {
    'relative imports': ['relative import', 'relative imports', 'relative paths for imports', 'relative import paths'],
    'absolute imports': ['absolute import', 'absolute imports', 'absolute import paths', 'path aliases', 'path alias', 'alias imports'],
  }, { domain: ['import', 'module', 'path', 'file'] }),
  fam('export-style', 'export style', {
    'default exports': ['default export', 'default exports', '`export default`'],
    'named exports': ['named export', 'named exports'],
  }, { domain: ['export', 'module', 'component', 'file'] }),
  fam('js-async-style', 'async style', {
    'async/await': ['async/await', 'async await', '`async`/`await`', '`await`'],
    'promise chains': ['`.then()`', '`.then`', 'promise chains', 'promise chaining', 'then chains'],
    callbacks: ['callback style', 'callback-style', 'node-style callbacks'],
  }, { domain: ['async', 'asynchronous', 'code', 'promise', 'flow', 'javascript', 'typescript', 'js', 'ts', 'concurrent'] }),
  fam('python-string-formatting', 'string formatting', {
    'f-strings': ['f-string', 'f-strings', 'fstring', 'fstrings'],
    'str.format': ['`.format()`', '`str.format()`', '`str.format`', 'str.format()'],
    '%-formatting': ['%-formatting', 'percent formatting', '% formatting'],
  }, { domain: ['string', 'format', 'interpolation', 'formatting', 'python'] }),
  fam('python-paths', 'path handling', {
    pathlib: ['pathlib', '`pathlib.path`'],
    'os.path': ['os.path', '`os.path`'],
  }, { domain: ['path', 'file', 'handling', 'filesystem', 'python'] }),
  fam('quote-style', 'quote style', {
    'single quotes': ['single quote', 'single quotes', 'single-quoted', "single ' quotes"],
    'double quotes': ['double quote', 'double quotes', 'double-quoted'],
  }, { domain: ['string', 'quote', 'literal', 'prefer', 'strings'] }),
  fam('line-endings', 'line endings', {
    LF: ['^LF', 'unix line endings', 'lf line endings'],
    CRLF: ['^CRLF', 'windows line endings', 'crlf line endings'],
  }, { domain: ['line', 'ending', 'endings', 'newline', 'file'] }),
  fam('timezone', 'time zone', {
    UTC: ['utc', 'gmt', 'coordinated universal time'],
    'local time': ['local time', 'local timezone', 'local time zone', 'server time', 'server local time'],
  }, { domain: ['timestamp', 'time', 'date', 'datetime', 'store', 'zone', 'timezone', 'save', 'persist', 'record'] }),
  fam('merge-strategy', 'merge strategy', {
    'merge commits': ['merge commit', 'merge commits', '--no-ff', 'no-fast-forward', 'true merge', 'regular merge'],
    squash: ['~squash', 'squash-merge', 'squash-merged', 'squash merge', 'squash merged', 'squash and merge', 'squash-and-merge', '~squashed', 'squash merging', 'squash-merging'],
    rebase: ['rebase and merge', 'rebase-and-merge', 'rebase-merge', 'rebase merge', 'rebase merged', 'rebase merging', 'rebase-merging', 'fast-forward', 'fast-forward only', 'ff-only', '--ff-only'],
  }, { domain: ['merge', 'merged', 'pr', 'pull', 'request', 'branch', 'commit', 'integrate', 'land', 'history', 'main', 'strategy', 'change'], context: ['merge', 'merged', 'merging', 'pr', 'pull'] }),
  fam('commit-mood', 'commit message mood', {
    imperative: ['imperative', 'imperative mood', 'imperative tense', 'present tense', 'present-tense', 'imperative present tense'],
    'past tense': ['past tense', 'past-tense'],
  }, { domain: ['commit', 'msg', 'title', 'subject', 'mood', 'tense', 'write', 'written', 'summary', 'pr', 'line'] }),
  fam('docstring-style', 'docstring style', {
    'Google style': ['google style', 'google-style'],
    'NumPy style': ['numpy style', 'numpy-style', 'numpydoc'],
    'Sphinx style': ['sphinx style', 'sphinx-style', 'rest style', 'restructuredtext style'],
  }, { domain: ['docstring', 'doc', 'comment', 'format', 'style', 'python'] }),
  fam('shell-dialect', 'shell dialect', {
    bash: ['bash'],
    'POSIX sh': ['posix sh', 'posix shell', '`sh`', 'posix-compliant shell'],
    zsh: ['zsh'],
    fish: ['~fish'],
  }, { domain: ['shell', 'script', 'write', 'written', 'compatible'], context: ['shell', 'script'] }),
  fam('english-variant', 'English spelling variant', {
    'American English': ['american english', 'us english', 'american spelling', 'us spelling'],
    'British English': ['british english', 'uk english', 'british spelling', 'uk spelling'],
  }, { domain: ['spelling', 'english', 'doc', 'comment', 'write', 'written', 'text', 'copy'] }),
  fam('response-length', 'response length', {
    concise: ['concise', 'brief', 'terse', 'succinct', 'short answers', 'short replies', 'short responses', 'to the point', '~short'],
    detailed: ['detailed', 'thorough', 'verbose', 'in-depth', 'in depth', 'comprehensive', 'elaborate', 'exhaustive', 'long-form', '~in detail'],
  }, { targeted: 'language', domain: ['keep', 'give', 'write', 'explanation', 'explain', 'reply', 'answer', 'response', 'be', 'make', 'always', 'style', 'paragraph', 'sentence', 'walkthrough', 'full', 'step-by-step', 'word', 'bullet', 'reasoning', 'change'], context: ['reply', 'answer', 'explanation', 'explain', 'response', 'conversation', 'summary', 'output'], adjectival: true }),
  fam('react-component-style', 'React component style', {
    'function components': ['function component', 'function components', 'functional component', 'functional components', 'function-based components'],
    'class components': ['class component', 'class components', 'class-based components', '`react.component`'],
  }, { domain: ['react', 'component', 'stateful', 'write', 'hook', 'ui', 'new'], construct: true }),
  fam('ts-enum-style', 'enum style', {
    enums: ['`enum`', 'enums', 'enum', 'typescript enums', '`const enum`'],
    'union types': ['union types', 'union type', 'string unions', 'string union', 'string literal unions', 'union of string literals', 'literal unions', 'literal union types', 'string union types'],
  }, { domain: ['type', 'value', 'fixed', 'set', 'typescript', 'constant', 'define', 'represent'], construct: true }),
  fam('ruby-web-framework', 'Ruby web framework', {
    Rails: ['rails', 'ruby on rails'],
    Sinatra: ['sinatra'],
    Hanami: ['hanami'],
    Roda: ['roda'],
  }, { domain: ['http', 'api', 'server', 'web', 'app', 'service', 'framework', 'backend', 'ruby'] }),
  fam('jvm-web-framework', 'JVM web framework', {
    'Spring Boot': ['spring boot', '~spring', 'spring framework', 'spring mvc', 'spring webflux'],
    Quarkus: ['quarkus'],
    Micronaut: ['micronaut'],
    Ktor: ['ktor'],
    Dropwizard: ['dropwizard'],
    'Vert.x': ['vert.x', 'vertx'],
    Helidon: ['helidon'],
    Javalin: ['javalin'],
    'Play Framework': ['play framework'],
  }, { domain: ['http', 'api', 'server', 'web', 'app', 'service', 'framework', 'backend', 'java', 'kotlin'] }),
  fam('php-framework', 'PHP framework', {
    Laravel: ['laravel'],
    Symfony: ['symfony'],
    CakePHP: ['cakephp'],
    CodeIgniter: ['codeigniter'],
    Yii: ['yii', 'yii2'],
    Slim: ['slim framework', 'slimphp', 'slim php'],
    Laminas: ['laminas', 'zend framework'],
    Phalcon: ['phalcon'],
  }, { domain: ['http', 'api', 'web', 'app', 'framework', 'backend', 'php'] }),
  fam('python-cli', 'Python CLI library', {
    Click: ['~click'],
    Typer: ['typer'],
    argparse: ['argparse'],
    Fire: ['python-fire', '`fire`'],
    docopt: ['docopt'],
    Cyclopts: ['cyclopts'],
  }, { domain: ['cli', 'command', 'command-line', 'build', 'python', 'argument', 'parse'], context: ['cli', 'command', 'command-line', 'argument'] }),
  fam('cpp-build-system', 'C/C++ build system', {
    CMake: ['cmake'],
    Bazel: ['bazel'],
    Meson: ['meson'],
    SCons: ['scons'],
    xmake: ['xmake'],
    Premake: ['premake'],
    Autotools: ['autotools', 'autoconf', 'automake'],
  }, { domain: ['build', 'c++', 'cpp', 'code', 'compile', 'project', 'system'] }),
  fam('mobile-framework', 'mobile app framework', {
    'React Native': ['react native'],
    Flutter: ['flutter'],
    Ionic: ['ionic'],
    'Kotlin Multiplatform': ['kotlin multiplatform', 'kmp'],
    Xamarin: ['xamarin', 'xamarin.forms'],
    '.NET MAUI': ['.net maui', 'dotnet maui', '`maui`'],
    NativeScript: ['nativescript'],
  }, { domain: ['mobile', 'app', 'ios', 'android', 'build', 'cross-platform'] }),
  fam('docker-base-image', 'container base image', {
    Alpine: ['alpine', 'alpine linux'],
    Debian: ['debian', 'debian slim', 'debian-slim'],
    Ubuntu: ['ubuntu'],
    Distroless: ['distroless'],
  }, { domain: ['image', 'docker', 'base', 'container', 'based', 'build', 'dockerfile', 'linux'] }),
  fam('test-location', 'test file location', {
    colocated: ['colocate', 'colocated', 'co-locate', 'co-located', 'colocate tests', 'next to the source', 'next to the code', 'alongside the source', 'alongside the code', 'next to the file', 'next to the files', 'next to the source files', 'alongside the source files'],
    'separate directory': ['separate test directory', 'separate `tests/` directory', 'separate tests directory', 'dedicated test directory', 'separate directory', 'separate folder', 'separate `tests` directory', '`tests/` directory', '`__tests__` directory'],
  }, { domain: ['test', 'file', 'put', 'keep', 'place', 'live', 'source', 'dir', 'all'] }),
  fam('auth-sessions', 'authentication mechanism', {
    JWT: ['jwt', 'jwts', 'json web token', 'json web tokens'],
    'server-side sessions': ['session cookie', 'session cookies', 'server-side session', 'server-side sessions', 'cookie-based sessions'],
  }, { domain: ['auth', 'authentication', 'authenticate', 'login', 'user', 'token', 'session', 'api'] }),
  fam('css-length-unit', 'CSS length unit', {
    rem: ['`rem`', 'rem units', 'rems', '~rem'],
    px: ['`px`', 'px units', 'pixels', '~px'],
  }, { domain: ['css', 'size', 'font', 'spacing', 'unit', 'margin', 'padding', 'length'], context: ['css', 'font', 'size', 'spacing', 'margin', 'padding', 'unit'] }),
  fam('k8s-packaging', 'Kubernetes packaging tool', {
    Helm: ['helm', 'helm charts', 'helm chart'],
    Kustomize: ['kustomize'],
  }, { domain: ['kubernetes', 'k8s', 'manifest', 'deploy', 'deployment', 'cluster', 'chart'] }),
  fam('go-db-library', 'Go database library', {
    GORM: ['gorm'],
    sqlx: ['sqlx'],
    sqlc: ['sqlc'],
    pgx: ['pgx'],
  }, { domain: ['db', 'access', 'query', 'sql', 'go', 'golang', 'orm'] }),
  fam('dotnet-data-access', '.NET data access library', {
    'EF Core': ['ef core', 'entity framework', 'entity framework core', 'efcore'],
    Dapper: ['dapper'],
  }, { domain: ['db', 'access', 'query', 'sql', 'orm', '.net', 'c#'] }),
  fam('swift-test-framework', 'Swift test framework', {
    XCTest: ['xctest'],
    'Swift Testing': ['swift testing', 'swift-testing'],
    Quick: ['~quick'],
  }, { domain: [...TEST_DOMAIN, 'swift', 'ios'], context: ['test', 'spec', 'swift'] }),
  fam('android-di', 'Android dependency injection', {
    Hilt: ['hilt', 'dagger hilt', 'dagger'],
    Koin: ['koin'],
    Kodein: ['kodein', 'kodein-di'],
  }, { domain: ['injection', 'inject', 'di', 'dep', 'android', 'kotlin'] }),
  fam('naming-case', 'naming case', {
    camelCase: ['camelcase', 'camel case', 'camel-case', 'lowercamelcase', 'lower camel case'],
    PascalCase: ['pascalcase', 'pascal case', 'pascal-case', 'uppercamelcase', 'upper camel case'],
    snake_case: ['snake_case', 'snake case', 'snake-case', 'lower_snake_case', 'lower snake case', 'underscores'],
    SCREAMING_SNAKE_CASE: ['screaming_snake_case', 'screaming snake case', 'upper_snake_case', 'upper snake case', 'upper_case', 'constant_case', 'all caps', 'all-caps', 'uppercase with underscores'],
    'kebab-case': ['kebab-case', 'kebab case', 'kebab_case', 'dash-case', 'dash case', 'lisp-case', 'spinal-case', 'hyphen-case', 'hyphenated', 'lowercase with hyphens', 'lowercase-with-hyphens', 'hyphens', 'dashes'],
  }, { targeted: 'naming', domain: ['name', 'naming', 'case', 'convention', 'use', 'written', 'write', 'db'] }),
  fam('naming-number', 'singular or plural names', {
    plural: ['plural', 'plurals', 'pluralized', 'pluralised'],
    singular: ['singular', 'singularized', 'singularised'],
  }, { targeted: 'naming', domain: ['name', 'naming', 'convention', 'form', 'noun', 'db', 'database', 'use', 'written'] }),
  fam('letter-case', 'letter case', {
    UPPERCASE: ['uppercase', 'upper case', 'upper-case', 'all uppercase', 'capital letters', 'all capitals'],
    lowercase: ['lowercase', 'lower case', 'lower-case', 'all lowercase'],
    'Title Case': ['title case', 'title-case', 'titlecase'],
    'Sentence case': ['sentence case', 'sentence-case'],
  }, { targeted: 'naming', domain: ['case', 'casing', 'letter', 'written', 'write', 'use', 'capitalize', 'capitalise', 'convention'] }),
  fam('natural-language', 'natural language', {
    English: ['english'],
    German: ['german', 'deutsch'],
    French: ['french'],
    Spanish: ['spanish'],
    Japanese: ['japanese'],
    Chinese: ['chinese', 'mandarin', 'simplified chinese', 'traditional chinese'],
    Korean: ['korean'],
    Portuguese: ['portuguese', 'brazilian portuguese'],
    Russian: ['russian'],
    Italian: ['italian'],
    Dutch: ['dutch'],
    Polish: ['polish'],
    Turkish: ['turkish'],
    Ukrainian: ['ukrainian'],
    Swedish: ['swedish'],
    Hindi: ['hindi'],
    Arabic: ['arabic'],
    Vietnamese: ['vietnamese'],
    Indonesian: ['indonesian'],
  }, { targeted: 'language', domain: ['language', 'write', 'written', 'stay', 'keep', 'use', 'plain'] }),  ...ECOSYSTEM_FAMILIES,
];

/** Phrases that block shorter member matches inside them (global longest match wins). */
export const BLOCKERS = [
  'react native', 'react router', 'react testing library', 'react hook form', 'react-dom', 'react dom',
  'browser tab', 'browser tabs', 'dockerfile', 'type check', 'type checker', 'type checking', 'type-check',
  'type safety', 'type hint', 'type hints', 'type annotation', 'type annotations', 'type error', 'type errors',
  'go to', 'go through', 'go back', 'go ahead', 'rest of', 'the rest', 'node module', 'node modules',
  'node_modules', 'swift package', 'jest-dom', 'next step', 'next steps', 'angular brackets', 'go-to',
 'python script', 'interface segregation', 'public interface', 'user interface',
  'command-line interface', 'programming interface', 'github actions workflow file', 'in english, german',
  'pydantic ai', 'pydantic-ai', 'pydantic settings',
  'mise run', 'mise exec', 'mise x', 'mise task', 'mise tasks', 'mise watch', 'asdf exec', 'bull board', 'bull-board',
  // (the agent's tool that runs shell commands, not the shell it runs them in)
  'bash tool', 'bash tools',
];

/** Words that never narrow a rule ("the code", "the project", "for readability"). */
export const GENERIC_WORDS = new Set(
  `code codebase project repo repository monorepo file files thing everything anything all every any whole entire
  part piece place way case time always please also only just standard plain native official modern
  current default normal regular usual proper correct good appropriate consistent explicit user me http https app application
  mode strict root source everything-else rest work stuff thing task readability clarity consistency performance
  simplicity safety correctness maintainability brevity convenience compatibility reason sake change layer behalf
  tooling toolchain stdlib`.split(/\s+/),
);

// ---------------------------------------------------------------------------------------------------------
// Naming targets and natural-language targets

/** target stems → canonical naming target */
export const NAMING_TARGETS: Record<string, string> = dict({
  file: 'file', filename: 'file', dir: 'dir', var: 'variable', func: 'function', method: 'function',
  class: 'type', type: 'type', struct: 'type', interface: 'type', enum: 'type', trait: 'type', component: 'component',
  constant: 'constant', const: 'constant', column: 'column', field: 'field', property: 'field', prop: 'field', key: 'field',
  attribute: 'field', param: 'parameter', table: 'table', module: 'module', package: 'package', branch: 'branch',
  route: 'route', url: 'route', endpoint: 'route', hook: 'hook', event: 'event', test: 'test', env: 'env',
  identifier: 'identifier', tag: 'tag', label: 'label', selector: 'css', css: 'css', id: 'id', crate: 'package',
  namespace: 'module', topic: 'topic', queue: 'topic', metric: 'metric', job: 'job', collection: 'table', resource: 'route',
  keyword: 'keyword', heading: 'heading', headline: 'heading', title: 'heading', acronym: 'acronym', abbreviation: 'acronym',
  slug: 'slug', permalink: 'slug', object: 'variable', macro: 'macro',
});

/** target stems → canonical language target; verbs map too (reply → conversation) */
export const LANGUAGE_TARGETS: Record<string, string> = dict({
  reply: 'conversation', chat: 'conversation', conversation: 'conversation', talk: 'conversation',
  communicate: 'conversation', speak: 'conversation', explanation: 'conversation', explain: 'conversation',
  output: 'conversation', user: 'conversation', me: 'conversation', summary: 'conversation',
  doc: 'docs', readme: 'docs', guide: 'docs', wiki: 'docs', changelog: 'docs',
  comment: 'comments', docstring: 'comments', jsdoc: 'comments',
  commit: 'commits', pr: 'pr', issue: 'issues', review: 'pr',
  identifier: 'identifiers', name: 'identifiers', var: 'identifiers', func: 'identifiers', class: 'identifiers',
  log: 'logs', error: 'errors', exception: 'errors', ui: 'ui', string: 'ui', copy: 'ui', text: 'ui', label: 'ui',
  test: 'tests', everything: '*', all: '*',
});

// ---------------------------------------------------------------------------------------------------------
// Scope vocabulary: qualifiers that narrow where a directive applies. Anything else left over in a clause
// also counts as scope; these are listed so that they are recognised even inside subject phrases.

export const SCOPE_SYNONYMS: Record<string, string> = dict({
  prod: 'production', production: 'production', staging: 'staging', dev: 'development', development: 'development',
  local: 'local', locally: 'local', ci: 'ci', library: 'library',
  example: 'example', script: 'script', benchmark: 'benchmark', legacy: 'legacy', existing: 'existing', old: 'legacy',
  new: 'new', frontend: 'frontend', 'front-end': 'frontend', backend: 'backend', 'back-end': 'backend',
  server: 'server', client: 'client', internal: 'internal', public: 'public', private: 'private',
  generated: 'generated', vendor: 'vendor', vendored: 'vendor', hot: 'hot', loop: 'loop', page: 'page',
  test: 'test', suite: 'test', unit: 'unit', integration: 'integration', e2e: 'e2e', fixture: 'fixture', mock: 'mock',
  migration: 'migration', doc: 'doc', experimental: 'experimental', prototype: 'prototype', hotfix: 'hotfix',
  typescript: 'ts', javascript: 'js',
  // (what a Dockerfile says is what goes into the image it builds)
  image: 'image', dockerfile: 'image', containerfile: 'image',
});

/** Words that make a rule explicitly universal. */
export const UNIVERSAL_WORDS = new Set(['everywhere', 'anywhere', 'globally', 'throughout', 'always', 'all', 'every', 'any', 'entire', 'whole', 'sole']);

// ---------------------------------------------------------------------------------------------------------
// Units for numeric limits

export interface UnitDef {
  dim: string;
  factor: number;
}

export const UNITS: Record<string, UnitDef> = dict({
  char: { dim: 'chars', factor: 1 }, characters: { dim: 'chars', factor: 1 }, column: { dim: 'chars', factor: 1 },
  line: { dim: 'lines', factor: 1 }, loc: { dim: 'lines', factor: 1 },
  ms: { dim: 'time', factor: 1 }, millisecond: { dim: 'time', factor: 1 },
  s: { dim: 'time', factor: 1000 }, sec: { dim: 'time', factor: 1000 }, secs: { dim: 'time', factor: 1000 }, second: { dim: 'time', factor: 1000 },
  m: { dim: 'time', factor: 60000 }, min: { dim: 'time', factor: 60000 }, mins: { dim: 'time', factor: 60000 }, minute: { dim: 'time', factor: 60000 },
  h: { dim: 'time', factor: 3600000 }, hr: { dim: 'time', factor: 3600000 }, hrs: { dim: 'time', factor: 3600000 }, hour: { dim: 'time', factor: 3600000 },
  day: { dim: 'time', factor: 86400000 }, week: { dim: 'time', factor: 604800000 },
  // (calendar months and years are compared as about 30 and 365 days: see quantitiesClash)
  month: { dim: 'time', factor: 2592000000 }, year: { dim: 'time', factor: 31536000000 }, yr: { dim: 'time', factor: 31536000000 },
  '%': { dim: 'percent', factor: 1 }, percent: { dim: 'percent', factor: 1 }, pct: { dim: 'percent', factor: 1 },
  time: { dim: 'count', factor: 1 }, retry: { dim: 'count', factor: 1 },
  byte: { dim: 'bytes', factor: 1 }, b: { dim: 'bytes', factor: 1 }, kb: { dim: 'bytes', factor: 1000 }, k: { dim: 'bytes', factor: 1000 },
  mb: { dim: 'bytes', factor: 1e6 }, gb: { dim: 'bytes', factor: 1e9 }, kib: { dim: 'bytes', factor: 1024 }, mib: { dim: 'bytes', factor: 1048576 }, gib: { dim: 'bytes', factor: 1073741824 }, tib: { dim: 'bytes', factor: 1099511627776 },
  // (clock rates: "400 kHz", "80 MHz", "100 Hz")
  // (distances: "500 meters", "2 km"; a bare "m" is metres only beside a word of distance, see quantity.ts)
  meter: { dim: 'distance', factor: 1 }, metre: { dim: 'distance', factor: 1 }, km: { dim: 'distance', factor: 1000 }, kilometer: { dim: 'distance', factor: 1000 }, kilometre: { dim: 'distance', factor: 1000 },
  hz: { dim: 'frequency', factor: 1 }, khz: { dim: 'frequency', factor: 1e3 }, mhz: { dim: 'frequency', factor: 1e6 }, ghz: { dim: 'frequency', factor: 1e9 },
  // (Kubernetes quantities: "128Mi", "2Gi")
  ki: { dim: 'bytes', factor: 1024 }, mi: { dim: 'bytes', factor: 1048576 }, gi: { dim: 'bytes', factor: 1073741824 }, ti: { dim: 'bytes', factor: 1099511627776 },
  // (screen and media measures: "1600px", "128 kbps", "60 fps")
  px: { dim: 'pixels', factor: 1 }, pixel: { dim: 'pixels', factor: 1 }, kbps: { dim: 'bitrate', factor: 1e3 }, mbps: { dim: 'bitrate', factor: 1e6 }, fps: { dim: 'framerate', factor: 1 },
  token: { dim: 'tokens', factor: 1 }, word: { dim: 'words', factor: 1 }, param: { dim: 'params', factor: 1 },
  level: { dim: 'levels', factor: 1 }, item: { dim: 'items', factor: 1 }, commit: { dim: 'commits', factor: 1 },
  file: { dim: 'files', factor: 1 }, worker: { dim: 'workers', factor: 1 }, thread: { dim: 'workers', factor: 1 },
  request: { dim: 'requests', factor: 1 }, connection: { dim: 'connections', factor: 1 },
});

/** Nouns that name a quantity frame rather than the thing measured. */
export const QUANTITY_FRAMES = new Set(['length', 'width', 'size', 'limit', 'maximum', 'max', 'minimum', 'min', 'threshold', 'cap', 'budget', 'target', 'value', 'setting', 'number', 'count', 'amount', 'total', 'long', 'short', 'wide', 'big', 'large', 'small', 'default', 'stay', 'keep', 'exceed', 'most', 'least', 'up', 'deep', 'high', 'tall', 'ceiling', 'floor', 'enough', 'sufficient', 'required', 'needed', 'allowed']);

/** Words that make a measured noun a specific quantity regardless of the unit. */
export const QUANTITY_HEADS: Record<string, string> = dict({
  timeout: 'timeout', coverage: 'coverage', retry: 'retry', delay: 'delay', wait: 'delay', interval: 'interval',
  ttl: 'ttl', expiry: 'ttl', expiration: 'ttl', expire: 'ttl', lifetime: 'ttl', 'max-age': 'ttl', backoff: 'delay',
  'print-width': 'line', printwidth: 'line', complexity: 'complexity',
  'max-line-length': 'line', 'line-length': 'line', depth: 'depth', nesting: 'depth',
});

// ---------------------------------------------------------------------------------------------------------
// Versions

/** surface words (lowercase) that name something with versions → canonical tool label */
export const VERSION_TOOLS: Record<string, string> = dict({
  python: 'Python', py: 'Python', cpython: 'Python', node: 'Node.js', 'node.js': 'Node.js', nodejs: 'Node.js',
  java: 'Java', jdk: 'Java', jre: 'Java', openjdk: 'Java', go: 'Go', golang: 'Go', rust: 'Rust', rustc: 'Rust', msrv: 'Rust',
  ruby: 'Ruby', php: 'PHP', typescript: 'TypeScript', ts: 'TypeScript', kotlin: 'Kotlin', swift: 'Swift',
  '.net': '.NET', dotnet: '.NET', 'c#': 'C#', scala: 'Scala', elixir: 'Elixir', erlang: 'Erlang', otp: 'Erlang',
  dart: 'Dart', flutter: 'Flutter', react: 'React', vue: 'Vue', angular: 'Angular', 'next.js': 'Next.js',
  nextjs: 'Next.js', django: 'Django', rails: 'Rails', laravel: 'Laravel', spring: 'Spring', 'spring boot': 'Spring Boot',
  postgres: 'PostgreSQL', postgresql: 'PostgreSQL', mysql: 'MySQL', redis: 'Redis', deno: 'Deno', bun: 'Bun',
  pnpm: 'pnpm', npm: 'npm', yarn: 'Yarn', gradle: 'Gradle', xcode: 'Xcode', ios: 'iOS', android: 'Android',
  'android api': 'Android API', ecmascript: 'ECMAScript', es: 'ECMAScript', 'c++': 'C++', cpp: 'C++', perl: 'Perl',
  lua: 'Lua', julia: 'Julia', r: 'R', pydantic: 'Pydantic', tailwind: 'Tailwind', webpack: 'webpack', vite: 'Vite',
  eslint: 'ESLint', jest: 'Jest', vitest: 'Vitest', ubuntu: 'Ubuntu', debian: 'Debian', alpine: 'Alpine',
  kubernetes: 'Kubernetes', k8s: 'Kubernetes', terraform: 'Terraform', junit: 'JUnit', 'rust edition': 'Rust edition',
  edition: 'Rust edition', macos: 'macOS', macosx: 'macOS', watchos: 'watchOS', tvos: 'tvOS', visionos: 'visionOS',
  'api level': 'Android API', minsdk: 'Android API', minsdkversion: 'Android API', min_sdk_version: 'Android API',
  targetsdk: 'Android targetSdk', targetsdkversion: 'Android targetSdk', target_sdk_version: 'Android targetSdk',
  compilesdk: 'Android compileSdk', compilesdkversion: 'Android compileSdk', compile_sdk_version: 'Android compileSdk',
  openapi: 'OpenAPI', swagger: 'OpenAPI', macosx_deployment_target: 'macOS', iphoneos_deployment_target: 'iOS', jvmtarget: 'JVM target',
  prisma: 'Prisma', expo: 'Expo', 'expo sdk': 'Expo', nuxt: 'Nuxt', svelte: 'Svelte', sveltekit: 'SvelteKit', nestjs: 'NestJS',
  fastapi: 'FastAPI', electron: 'Electron', tauri: 'Tauri', storybook: 'Storybook', playwright: 'Playwright', cypress: 'Cypress',
  mongodb: 'MongoDB', 'react native': 'React Native', godot: 'Godot', tailwindcss: 'Tailwind', 'tailwind css': 'Tailwind',
  sqlalchemy: 'SQLAlchemy', pandas: 'pandas', numpy: 'NumPy', pytorch: 'PyTorch', tensorflow: 'TensorFlow',
  symfony: 'Symfony', phoenix: 'Phoenix', unity: 'Unity', phpunit: 'PHPUnit', sidekiq: 'Sidekiq', kafka: 'Kafka', elasticsearch: 'Elasticsearch', nginx: 'nginx', mariadb: 'MariaDB',
  sqlite: 'SQLite', helm: 'Helm', ansible: 'Ansible', drupal: 'Drupal', wordpress: 'WordPress', astro: 'Astro', cuda: 'CUDA',
  'express.js': 'Express', expressjs: 'Express', ember: 'Ember', remix: 'Remix', hibernate: 'Hibernate', quarkus: 'Quarkus',
  gcc: 'GCC', 'g++': 'GCC', clang: 'Clang', cmake: 'CMake', fortran: 'Fortran', gfortran: 'GCC',
});
