// Exclusive tool families of language ecosystems: roles a project fills with exactly one tool (a job queue,
// a mocking library, a version manager…). Only roles whose members replace each other belong here; tools
// that are normally used together (a logging facade and its backend, a linter and a formatter) do not.
// Phrase syntax: see lexicon.ts. A member whose name is also an ordinary word or a common identifier is
// ~ambiguous (needs one of the family's context words in the sentence) or written as a code span only.
import type { FamilyDef } from '../lexicon.js';
import { stem } from '../text.js';
import { fam } from './fam.js';

/** Topic words as the detector compares them: surface form and stem. */
function words(...groups: string[][]): string[] {
  const out = new Set<string>();
  for (const g of groups) for (const w of g) {
    out.add(w);
    out.add(stem(w));
  }
  return [...out];
}

/** A family whose topic (domain) and context words are given as plain words. */
function eco(id: string, subject: string, members: Record<string, string[]>, domain: string[], context?: string[]): FamilyDef {
  return fam(id, subject, members, { domain: words(domain), ...(context ? { context: words(context) } : {}) });
}

const TEST = ['test', 'tests', 'testing', 'unit', 'runner', 'framework', 'suite', 'write', 'run', 'file', 'case', 'spec'];
const JS = ['javascript', 'js', 'typescript', 'ts', 'node', 'frontend', 'backend'];
const PY = ['python', 'py'];
const RUBY = ['ruby', 'rails', 'gem'];
const PHP = ['php', 'laravel', 'symfony'];
const JVM = ['java', 'kotlin', 'jvm', 'scala', 'android'];
const DOTNET = ['.net', 'dotnet', 'c#', 'csharp'];
const GO = ['go', 'golang'];
const RUST = ['rust', 'crate'];
const SWIFT = ['swift', 'ios', 'macos', 'apple', 'app'];
const VERSION_MGR = ['version', 'versions', 'manager', 'manage', 'install', 'switch', 'pin', 'runtime', 'toolchain', 'tool', 'local'];

export const ECOSYSTEM_FAMILIES: FamilyDef[] = [
  // ---------------------------------------------------------------------------------------------- JS / TS
  eco('js-transpiler', 'JavaScript transpiler', {
    Babel: ['babel', '@babel/core', 'babel-loader', '@babel/preset-env'],
    SWC: ['swc', '@swc/core', 'swc-loader'],
    Sucrase: ['sucrase'],
  }, ['transpile', 'transpiler', 'compile', 'compiler', 'transform', 'build', 'syntax', ...JS]),
  eco('ts-script-runner', 'TypeScript script runner', {
    'ts-node': ['ts-node', 'ts-node/esm'],
    tsx: ['`tsx`', 'tsx watch', '`tsx watch`'],
    esno: ['esno', 'esbuild-register'],
    'ts-node-dev': ['ts-node-dev'],
    '@swc-node/register': ['@swc-node/register', 'swc-node'],
    jiti: ['jiti'],
  }, ['run', 'execute', 'script', 'scripts', 'typescript', 'ts', 'node', 'directly', 'dev', 'watch', 'loader']),
  eco('js-assertion-library', 'JavaScript assertion library', {
    Chai: ['~chai', 'chai.js', 'chai-as-promised'],
    'node:assert': ['node:assert', 'node:assert/strict', '`assert.strictequal`'],
    'should.js': ['should.js', 'shouldjs'],
    'power-assert': ['power-assert'],
    'expect.js': ['expect.js', 'expect-js'],
  }, ['assertion', 'assert', 'expect', 'library', 'style', ...TEST, ...JS], ['assertion', 'assert', 'expect', 'mocha', 'test', 'should']),
  eco('js-mocking-library', 'JavaScript mocking library', {
    Sinon: ['sinon', 'sinon.js', 'sinonjs'],
    testdouble: ['testdouble', 'testdouble.js'],
  }, ['mock', 'mocks', 'mocking', 'stub', 'spy', 'fake', 'double', 'dependency', 'collaborator', 'collaborators', 'module', 'modules', 'service', 'services', ...TEST, ...JS]),
  eco('http-mocking', 'HTTP mocking library', {
    MSW: ['msw', 'mock service worker'],
    nock: ['nock'],
    'Mirage JS': ['mirage js', 'miragejs', 'mirage.js'],
    'fetch-mock': ['fetch-mock', 'jest-fetch-mock', 'vitest-fetch-mock'],
    'axios-mock-adapter': ['axios-mock-adapter'],
    Pretender: ['pretender.js', 'pretenderjs'],
  }, ['mock', 'mocks', 'mocking', 'stub', 'http', 'request', 'requests', 'api', 'network', 'call', 'calls', 'intercept', 'response', ...TEST, ...JS]),
  eco('component-test-library', 'component testing library', {
    'Testing Library': ['testing-library', 'react testing library', '@testing-library/react', '@testing-library/vue', '@testing-library/svelte', '@testing-library/angular', 'vue testing library', 'angular testing library'],
    Enzyme: ['~enzyme', 'enzyme-adapter-react-16'],
    'react-test-renderer': ['react-test-renderer'],
    'Vue Test Utils': ['vue test utils', '@vue/test-utils'],
  }, ['component', 'components', 'render', 'react', 'vue', 'ui', 'dom', ...TEST, ...JS]),
  eco('component-workshop', 'component workshop', {
    Storybook: ['~storybook', '@storybook/react', '@storybook/vue3'],
    Ladle: ['~ladle'],
    Histoire: ['~histoire'],
    Styleguidist: ['styleguidist', 'react-styleguidist'],
    'React Cosmos': ['react cosmos', 'react-cosmos'],
  }, ['story', 'stories', 'component', 'components', 'showcase', 'document', 'catalog', 'ui', 'isolation', 'preview', 'write'], ['story', 'stories', 'component', 'components', 'ui', 'addon', 'addons', 'chromatic', 'design', 'preview', 'vue']),
  eco('css-preprocessor', 'CSS preprocessor', {
    Sass: ['sass', 'scss', 'dart-sass', 'node-sass'],
    Less: ['lesscss', 'less.js', '`.less`', '~^Less', '^LESS'],
    Stylus: ['~stylus', '`.styl`', 'stylus-lang'],
  }, ['css', 'style', 'styles', 'stylesheet', 'stylesheets', 'preprocessor', 'write', 'file', 'files', 'variables', 'mixin']),
  eco('js-form-library', 'form library', {
    'React Hook Form': ['react hook form', 'react-hook-form'],
    Formik: ['formik'],
    'Final Form': ['react final form', 'react-final-form', 'final-form'],
    'TanStack Form': ['tanstack form', '@tanstack/react-form'],
    VeeValidate: ['veevalidate', 'vee-validate'],
    Felte: ['felte'],
  }, ['form', 'forms', 'field', 'fields', 'input', 'state', 'handling', 'handle', 'validation', 'build', 'react', 'vue', 'library', 'submit']),
  eco('react-router', 'React router', {
    'React Router': ['react router', 'react-router', 'react-router-dom'],
    'TanStack Router': ['tanstack router', '@tanstack/react-router'],
    wouter: ['wouter'],
    'Reach Router': ['reach router', '@reach/router'],
  }, ['route', 'routes', 'routing', 'router', 'navigation', 'page', 'pages', 'react', 'client', 'spa', 'url']),
  eco('i18n-library', 'internationalization library', {
    i18next: ['i18next', 'react-i18next', 'next-i18next', 'i18next-vue'],
    'react-intl': ['react-intl', 'formatjs', '@formatjs/intl'],
    Lingui: ['lingui', 'linguijs', '@lingui/core', '@lingui/react'],
    'vue-i18n': ['vue-i18n'],
    'next-intl': ['next-intl'],
    Paraglide: ['paraglide', 'paraglide-js', 'paraglidejs'],
    'typesafe-i18n': ['typesafe-i18n'],
    Polyglot: ['polyglot.js', 'node-polyglot'],
    'ngx-translate': ['ngx-translate', '@ngx-translate/core'],
    Transloco: ['transloco', '@jsverse/transloco', '@ngneat/transloco'],
  }, ['i18n', 'internationalization', 'internationalisation', 'translation', 'translations', 'translate', 'localization', 'localisation', 'locale', 'locales', 'string', 'strings', 'message', 'messages', 'text', 'copy', 'ui', 'l10n', 'library']),
  eco('js-job-queue', 'Node.js job queue', {
    BullMQ: ['bullmq'],
    Bull: ['~bull', 'bull queue', 'optimalbits/bull'],
    Agenda: ['~agenda', 'agenda.js', 'agendajs', '@hokify/agenda'],
    'Bee-Queue': ['bee-queue', 'beequeue'],
    'pg-boss': ['pg-boss', 'pgboss'],
    'Graphile Worker': ['graphile worker', 'graphile-worker'],
    Kue: ['kue'],
  }, ['job', 'jobs', 'queue', 'queues', 'queueing', 'queuing', 'background', 'worker', 'workers', 'task', 'tasks', 'schedule', 'scheduled', 'scheduling', 'async', 'process', 'processing', 'run', ...JS], ['job', 'jobs', 'queue', 'queues', 'worker', 'workers', 'background', 'schedule', 'scheduling', 'cron']),
  eco('node-version-manager', 'Node.js version manager', {
    nvm: ['nvm', 'nvm-windows', '`nvm use`'],
    fnm: ['fnm'],
    Volta: ['~volta', 'volta.sh'],
    nodenv: ['nodenv'],
    asdf: ['~asdf', 'asdf-vm'],
    mise: ['~mise', 'mise-en-place'],
  }, [...VERSION_MGR, 'node', 'node.js', 'nodejs', 'npm', 'javascript']),
  eco('js-template-engine', 'server-side template engine', {
    EJS: ['ejs'],
    Pug: ['~pug', 'pugjs', '~jade'],
    Handlebars: ['~handlebars', 'handlebars.js', 'hbs', 'express-handlebars'],
    Nunjucks: ['nunjucks'],
    Mustache: ['~mustache', 'mustache.js'],
    Eta: ['eta.js'],
    Liquid: ['liquidjs'],
  }, ['template', 'templates', 'templating', 'view', 'views', 'render', 'rendering', 'engine', 'html', 'page', 'pages', 'server', 'email', ...JS], ['template', 'templates', 'templating', 'view', 'views', 'render', 'engine']),
  eco('js-cli-library', 'Node.js CLI library', {
    Commander: ['~commander', 'commander.js', 'commanderjs'],
    yargs: ['yargs'],
    oclif: ['oclif'],
    cac: ['`cac`', 'cac.js'],
    meow: ['`meow`'],
    citty: ['citty'],
    Clipanion: ['clipanion'],
  }, ['cli', 'command', 'commands', 'command-line', 'argument', 'arguments', 'flag', 'flags', 'option', 'options', 'parse', 'parsing', 'parser', 'build', 'library', ...JS], ['cli', 'command', 'commands', 'command-line', 'argument', 'arguments', 'flag', 'flags', 'parse', 'parser']),
  eco('js-utility-library', 'JavaScript utility library', {
    Lodash: ['lodash', 'lodash-es', 'lodash/fp'],
    Ramda: ['ramda'],
    Remeda: ['remeda'],
    Underscore: ['underscore.js', 'underscorejs'],
    'es-toolkit': ['es-toolkit'],
    Radash: ['radash'],
  }, ['utility', 'utilities', 'helper', 'helpers', 'function', 'functions', 'library', 'collection', 'collections', 'array', 'object', 'functional', ...JS]),
  eco('js-immutability', 'immutability library', {
    Immer: ['~immer', 'use-immer'],
    'Immutable.js': ['immutable.js', 'immutablejs'],
  }, ['immutable', 'immutability', 'update', 'updates', 'state', 'data', 'library', 'reducer', 'reducers', ...JS]),
  eco('markdown-library', 'Markdown library', {
    marked: ['marked.js', 'markedjs'],
    'markdown-it': ['markdown-it'],
    remark: ['~remark', 'remark-parse', 'remark-gfm', 'unified/remark'],
    showdown: ['showdown.js', '`showdown`'],
    'commonmark.js': ['commonmark.js'],
    'micromark': ['micromark'],
  }, ['markdown', 'md', 'parse', 'parser', 'parsing', 'render', 'rendering', 'html', 'convert', 'library', ...JS]),
  eco('graphql-server', 'GraphQL server', {
    'Apollo Server': ['apollo server', '@apollo/server', 'apollo-server'],
    'GraphQL Yoga': ['graphql yoga', 'graphql-yoga', '~yoga'],
    Mercurius: ['mercurius'],
    'express-graphql': ['express-graphql', 'graphql-http'],
  }, ['graphql', 'server', 'api', 'schema', 'endpoint', 'resolver', 'resolvers', 'serve', 'library', ...JS], ['graphql', 'server', 'schema']),
  eco('graphql-schema-builder', 'GraphQL schema builder', {
    Pothos: ['~pothos', '@pothos/core'],
    TypeGraphQL: ['typegraphql', 'type-graphql'],
    Nexus: ['nexus schema', '@nexus/schema', 'graphql nexus', 'nexus graphql'],
    'GraphQL Code-First (NestJS)': ['@nestjs/graphql'],
  }, ['graphql', 'schema', 'type', 'types', 'resolver', 'resolvers', 'define', 'build', 'code-first', ...JS]),
  eco('websocket-library', 'WebSockets', {
    'Socket.IO': ['socket.io', 'socketio', 'socket.io-client'],
    ws: ['`ws`', 'ws library'],
    'uWebSockets.js': ['uwebsockets.js', 'uwebsockets'],
    SockJS: ['sockjs'],
    Primus: ['primus'],
  }, ['websocket', 'websockets', 'socket', 'sockets', 'real-time', 'realtime', 'connection', 'connections', 'server', 'library', 'push', 'feature', 'features', 'update', 'updates', ...JS]),
  eco('desktop-app-framework', 'desktop app framework', {
    Electron: ['~electron', 'electron.js', 'electron-builder', 'electron-forge'],
    Tauri: ['tauri'],
    'NW.js': ['nw.js', 'nwjs', 'node-webkit'],
    Neutralino: ['neutralino', 'neutralinojs', 'neutralino.js'],
    Wails: ['~wails', 'wails.io'],
  }, ['desktop', 'app', 'application', 'shell', 'native', 'build', 'window', 'framework']),
  eco('release-tool', 'release tool', {
    Changesets: ['^Changesets', '~changesets', '@changesets/cli', 'changesets/action', '`changeset`', '`changeset add`', '`changeset version`'],
    'semantic-release': ['semantic-release', 'semantic release'],
    'release-please': ['release-please', 'release please'],
    'standard-version': ['standard-version'],
    'release-it': ['release-it'],
    'commit-and-tag-version': ['commit-and-tag-version'],
  }, ['release', 'releases', 'releasing', 'version', 'versions', 'versioning', 'bump', 'changelog', 'changelogs', 'publish', 'publishing', 'tag', 'tags', 'package', 'packages', 'automate', 'automated'], ['release', 'releases', 'version', 'versioning', 'changelog', 'publish', 'bump']),
  eco('git-hook-manager', 'git hooks', {
    Husky: ['~husky', 'husky.sh', '.husky'],
    Lefthook: ['lefthook'],
    'simple-git-hooks': ['simple-git-hooks'],
    'pre-commit framework': ['pre-commit framework', '.pre-commit-config.yaml', '`pre-commit install`', '`pre-commit run`', 'pre-commit.com'],
    Overcommit: ['~overcommit'],
  }, ['hook', 'hooks', 'git', 'pre-commit', 'pre-push', 'commit', 'install', 'manage', 'manager', 'run', 'check', 'checks']),
  eco('rich-text-editor', 'rich text editor', {
    Tiptap: ['tiptap', '@tiptap/react', '@tiptap/core'],
    Slate: ['slate.js', 'slate-react', '~slate'],
    Lexical: ['lexical editor', '@lexical/react', '~lexical'],
    Quill: ['quill.js', 'quilljs', 'react-quill', '~quill'],
    'Draft.js': ['draft.js', 'draftjs'],
    'Editor.js': ['editor.js', 'editorjs', '@editorjs/editorjs'],
  }, ['editor', 'editors', 'rich', 'text', 'wysiwyg', 'editing', 'content', 'document', 'library', 'build', ...JS], ['editor', 'editors', 'rich', 'wysiwyg', 'editing', 'prosemirror']),
  eco('toast-library', 'toast notification library', {
    Sonner: ['~sonner'],
    'react-hot-toast': ['react-hot-toast'],
    'react-toastify': ['react-toastify'],
    notistack: ['notistack'],
    'vue-toastification': ['vue-toastification'],
  }, ['toast', 'toasts', 'notification', 'notifications', 'snackbar', 'snackbars', 'message', 'messages', 'show', 'display', 'library', 'ui', ...JS], ['toast', 'toasts', 'notification', 'notifications', 'snackbar']),
  eco('drag-and-drop-library', 'drag-and-drop library', {
    'dnd kit': ['dnd-kit', '@dnd-kit/core', 'dnd kit'],
    'react-dnd': ['react-dnd'],
    'react-beautiful-dnd': ['react-beautiful-dnd', '@hello-pangea/dnd'],
    SortableJS: ['sortablejs', 'sortable.js', 'vue.draggable', 'vuedraggable'],
  }, ['drag', 'drop', 'drag-and-drop', 'dnd', 'sortable', 'sorting', 'reorder', 'reordering', 'list', 'lists', 'library', ...JS]),
  eco('js-di-container', 'JavaScript dependency injection container', {
    InversifyJS: ['inversify', 'inversifyjs'],
    tsyringe: ['tsyringe'],
    TypeDI: ['typedi'],
    Awilix: ['awilix'],
  }, ['injection', 'inject', 'di', 'dependency', 'dependencies', 'container', 'ioc', 'service', 'services', 'wiring', ...JS]),
  // ------------------------------------------------------------------------------------------------ Python
  eco('python-build-backend', 'Python build backend', {
    setuptools: ['setuptools', 'setuptools-scm'],
    Hatchling: ['~hatchling', 'hatchling.build'],
    'poetry-core': ['poetry-core', 'poetry.core.masonry.api'],
    Flit: ['~flit', 'flit-core', 'flit_core', 'flit_core.buildapi'],
    'pdm-backend': ['pdm-backend', 'pdm.backend'],
    Maturin: ['maturin'],
    'scikit-build-core': ['scikit-build-core', 'scikit-build'],
    'meson-python': ['meson-python', 'mesonpy'],
  }, ['build', 'backend', 'build-backend', 'build-system', 'pyproject', 'pyproject.toml', 'package', 'packaging', 'wheel', 'wheels', 'sdist', 'distribution', 'publish', ...PY]),
  eco('python-task-queue', 'Python task queue', {
    Celery: ['~celery'],
    RQ: ['`rq`', 'python-rq', 'django-rq', '~^RQ'],
    Dramatiq: ['dramatiq'],
    Huey: ['~huey'],
    arq: ['arq'],
    TaskIQ: ['taskiq'],
    'Django-Q': ['django-q', 'django-q2'],
    Procrastinate: ['~procrastinate'],
    SAQ: ['^SAQ', '`saq`'],
  }, ['task', 'tasks', 'job', 'jobs', 'queue', 'queues', 'background', 'worker', 'workers', 'async', 'asynchronous', 'broker', 'schedule', 'scheduled', 'periodic', 'process', 'processing', 'offload', 'run', ...PY], ['task', 'tasks', 'job', 'jobs', 'queue', 'worker', 'workers', 'background', 'broker', 'beat', 'python', 'django']),
  eco('python-mocking-library', 'Python mocking library', {
    'unittest.mock': ['`unittest.mock`', 'unittest.mock'],
    'pytest-mock': ['pytest-mock', 'pytest_mock'],
  }, ['mock', 'mocks', 'mocking', 'patch', 'patching', 'stub', 'spy', 'fake', 'double', 'dependency', 'collaborator', 'collaborators', ...TEST, ...PY]),
  eco('python-data-class', 'Python data classes', {
    dataclasses: ['dataclasses', 'dataclass', '`@dataclass`', '`dataclasses.dataclass`', 'standard dataclasses'],
    attrs: ['~attrs', 'attr.s', '`@attr.s`', '`@attrs.define`', 'attrs library'],
    Pydantic: ['pydantic', '`basemodel`', 'pydantic basemodel'],
    msgspec: ['msgspec', 'msgspec.struct', '`msgspec.struct`'],
  }, ['data', 'class', 'classes', 'model', 'models', 'container', 'containers', 'record', 'records', 'struct', 'structs', 'dto', 'dtos', 'value', 'object', 'objects', 'define', 'structure', 'structures', 'type', 'plain', ...PY], ['dataclass', 'dataclasses', 'pydantic', 'python', 'msgspec', 'cattrs', 'slots', 'class', 'classes']),
  eco('python-dataframe', 'Python dataframes', {
    pandas: ['pandas'],
    Polars: ['polars'],
  }, ['dataframe', 'dataframes', 'data', 'frame', 'frames', 'table', 'tables', 'tabular', 'analysis', 'process', 'processing', 'manipulation', 'transform', 'transformation', 'library', 'load', 'csv', ...PY]),
  eco('ml-framework', 'deep learning framework', {
    PyTorch: ['pytorch', '~torch', 'pytorch lightning'],
    TensorFlow: ['tensorflow', 'tf.keras', 'tensorflow.keras'],
    JAX: ['jax', 'flax', 'jax/flax'],
    MXNet: ['mxnet'],
    PaddlePaddle: ['paddlepaddle'],
  }, ['model', 'models', 'training', 'train', 'deep', 'learning', 'neural', 'network', 'networks', 'framework', 'ml', 'machine', 'implement', 'write', 'layer', 'layers', 'tensor', 'tensors', ...PY], ['model', 'models', 'training', 'train', 'tensor', 'tensors', 'gpu', 'cuda', 'neural', 'learning', 'pytorch']),
  eco('python-asgi-server', 'ASGI server', {
    Uvicorn: ['uvicorn'],
    Hypercorn: ['hypercorn'],
    Daphne: ['~daphne'],
    Granian: ['granian'],
  }, ['server', 'serve', 'serving', 'asgi', 'app', 'run', 'production', 'deploy', 'process', ...PY], ['asgi', 'server', 'serve', 'django', 'fastapi', 'channels']),
  eco('python-wsgi-server', 'WSGI server', {
    Gunicorn: ['gunicorn'],
    uWSGI: ['uwsgi'],
    Waitress: ['~waitress'],
    mod_wsgi: ['mod_wsgi'],
  }, ['server', 'serve', 'serving', 'wsgi', 'app', 'run', 'production', 'deploy', 'process', ...PY], ['wsgi', 'server', 'serve', 'django', 'flask']),
  eco('python-template-engine', 'Python template engine', {
    Jinja2: ['jinja', 'jinja2'],
    Mako: ['~mako'],
    'Django templates': ['django templates', 'django template language', 'django template'],
    Chameleon: ['~chameleon'],
  }, ['template', 'templates', 'templating', 'render', 'rendering', 'view', 'views', 'html', 'engine', 'language', ...PY], ['template', 'templates', 'templating', 'render', 'python']),
  eco('python-version-manager', 'Python version manager', {
    pyenv: ['pyenv', 'pyenv-win'],
    asdf: ['~asdf', 'asdf-vm'],
    mise: ['~mise', 'mise-en-place'],
  }, [...VERSION_MGR, ...PY, 'interpreter', 'interpreters']),
  eco('python-graphql', 'Python GraphQL library', {
    Strawberry: ['~strawberry', 'strawberry-graphql', 'strawberry graphql'],
    Graphene: ['~graphene', 'graphene-django', 'graphene-python'],
    Ariadne: ['~ariadne'],
  }, ['graphql', 'schema', 'api', 'resolver', 'resolvers', 'type', 'types', 'server', 'library', 'endpoint', ...PY], ['graphql', 'schema', 'resolver', 'resolvers', 'graphene']),
  eco('django-api-framework', 'Django API framework', {
    'Django REST framework': ['django rest framework', 'djangorestframework', 'django-rest-framework', '^DRF'],
    'Django Ninja': ['django ninja', 'django-ninja'],
    Tastypie: ['tastypie', 'django-tastypie'],
  }, ['api', 'apis', 'endpoint', 'endpoints', 'rest', 'view', 'views', 'serializer', 'serializers', 'django', 'build', 'write', 'new', ...PY]),
  eco('python-test-factories', 'Python test data factories', {
    factory_boy: ['factory_boy', 'factory boy', 'factoryboy', 'factory-boy'],
    model_bakery: ['model_bakery', 'model-bakery', 'model bakery', 'model_mommy'],
  }, ['factory', 'factories', 'fixture', 'fixtures', 'test', 'tests', 'data', 'object', 'objects', 'model', 'models', 'instance', 'instances', 'create', 'build', 'django', ...PY]),
  // -------------------------------------------------------------------------------------------------- Ruby
  eco('ruby-background-jobs', 'Ruby background jobs', {
    Sidekiq: ['sidekiq'],
    Resque: ['resque'],
    GoodJob: ['goodjob', 'good_job'],
    'Delayed Job': ['delayed_job', 'delayedjob', 'delayed::job'],
    'Solid Queue': ['solid queue', 'solid_queue', 'solidqueue'],
    Que: ['`que`', 'que-rb'],
    Sneakers: ['~sneakers'],
    Shoryuken: ['shoryuken'],
  }, ['job', 'jobs', 'background', 'queue', 'queues', 'queueing', 'queuing', 'worker', 'workers', 'async', 'asynchronous', 'adapter', 'backend', 'active', 'activejob', 'active_job', 'process', 'processing', 'run', 'schedule', 'enqueue', ...RUBY], ['job', 'jobs', 'background', 'queue', 'worker', 'workers', 'rabbitmq', 'activejob']),
  eco('ruby-version-manager', 'Ruby version manager', {
    rbenv: ['rbenv'],
    RVM: ['rvm'],
    chruby: ['chruby'],
    asdf: ['~asdf', 'asdf-vm'],
    mise: ['~mise', 'mise-en-place'],
    frum: ['frum'],
  }, [...VERSION_MGR, ...RUBY, '.ruby-version']),
  eco('ruby-linter', 'Ruby linter', {
    RuboCop: ['rubocop'],
    Standard: ['standardrb', 'standard ruby', 'standard.rb', 'standard gem'],
    Rufo: ['rufo'],
  }, ['lint', 'linting', 'linter', 'format', 'formatting', 'style', 'code', 'run', 'check', 'cop', 'cops', ...RUBY], ['lint', 'ruby', 'style', 'rubocop']),
  eco('ruby-template-engine', 'Ruby templates', {
    ERB: ['erb', '`.erb`', '`.html.erb`'],
    Haml: ['haml'],
    Slim: ['slim templates', 'slim template', 'slim-lang', 'slim-rails', '`slim`', '`.slim`'],
    Phlex: ['phlex'],
  }, ['template', 'templates', 'templating', 'view', 'views', 'partial', 'partials', 'markup', 'write', 'render', 'html', ...RUBY]),
  eco('ruby-http-client', 'Ruby HTTP client', {
    Faraday: ['~faraday'],
    HTTParty: ['httparty'],
    'rest-client': ['rest-client', 'restclient'],
    'http.rb': ['http.rb', 'httprb', 'http gem'],
    Typhoeus: ['typhoeus'],
    Excon: ['excon'],
    'Net::HTTP': ['net::http', '`net::http`'],
  }, ['http', 'request', 'requests', 'call', 'calls', 'client', 'api', 'external', 'outgoing', 'network', 'library', ...RUBY]),
  eco('ruby-type-checker', 'Ruby type checker', {
    Sorbet: ['~sorbet', 'sorbet-runtime', 'tapioca'],
    Steep: ['~steep'],
  }, ['type', 'types', 'typing', 'typed', 'signature', 'signatures', 'rbs', 'rbi', 'check', 'checker', 'annotation', 'annotations', 'type-check', 'type-checking', 'type-checker', 'typecheck', ...RUBY], ['type', 'types', 'rbs', 'signature', 'type-check', 'type-checking', 'type-checker', 'typecheck']),
  eco('ruby-app-server', 'Ruby app server', {
    Puma: ['~puma'],
    Unicorn: ['~unicorn'],
    Passenger: ['phusion passenger', '~passenger'],
    Pitchfork: ['~pitchfork'],
    Falcon: ['socketry/falcon'],
  }, ['server', 'app', 'web', 'serve', 'run', 'production', 'deploy', 'rack', 'worker', 'workers', ...RUBY], ['server', 'rack', 'rails', 'ruby', 'puma', 'worker', 'workers', 'production', 'deploy']),
  eco('ruby-authorization', 'Ruby authorization library', {
    Pundit: ['~pundit', 'pundit policies', 'pundit policy'],
    CanCanCan: ['cancancan', 'cancan'],
    'Action Policy': ['action policy', 'action_policy', 'actionpolicy'],
  }, ['authorization', 'authorize', 'authorise', 'permission', 'permissions', 'policy', 'policies', 'ability', 'abilities', 'access', 'check', 'checks', 'rule', 'rules', ...RUBY]),
  eco('ruby-pagination', 'Ruby pagination library', {
    Pagy: ['pagy'],
    Kaminari: ['kaminari'],
    will_paginate: ['will_paginate', 'will paginate'],
  }, ['pagination', 'paginate', 'paginated', 'page', 'pages', 'list', 'lists', 'index', 'collection', 'collections', ...RUBY]),
  eco('ruby-json-serializer', 'Ruby JSON serializer', {
    Jbuilder: ['jbuilder'],
    ActiveModelSerializers: ['active_model_serializers', 'activemodelserializers', 'active model serializers', 'activemodel::serializer'],
    Blueprinter: ['blueprinter'],
    Alba: ['alba serializers', 'alba gem', '~alba'],
    'jsonapi-serializer': ['jsonapi-serializer', 'fast_jsonapi'],
  }, ['json', 'serializer', 'serializers', 'serialization', 'serialize', 'response', 'responses', 'api', 'render', 'rendering', 'view', 'views', 'output', ...RUBY], ['json', 'serializer', 'serializers', 'serialization', 'serialize', 'api', 'jbuilder']),
  eco('ruby-file-upload', 'Ruby file upload library', {
    'Active Storage': ['active storage', 'activestorage', 'active_storage'],
    Shrine: ['~shrine', 'shrine gem', 'shrine.rb'],
    CarrierWave: ['carrierwave'],
    Paperclip: ['~paperclip', 'kt-paperclip'],
    Dragonfly: ['~dragonfly'],
  }, ['upload', 'uploads', 'uploading', 'attachment', 'attachments', 'file', 'files', 'image', 'images', 'storage', 'store', 'attach', 'handle', ...RUBY], ['upload', 'uploads', 'attachment', 'attachments', 'rails', 'storage', 'uploader']),
  eco('ruby-test-factories', 'Ruby test data factories', {
    FactoryBot: ['factory_bot', 'factorybot', 'factory bot', 'factory_girl', 'factory_bot_rails'],
    Fabrication: ['fabrication gem', 'fabricators'],
  }, ['factory', 'factories', 'fixture', 'fixtures', 'test', 'tests', 'spec', 'specs', 'data', 'record', 'records', 'object', 'objects', 'model', 'models', 'create', 'build', ...RUBY]),
  // --------------------------------------------------------------------------------------------------- PHP
  eco('php-code-style', 'PHP code style', {
    'PHP-CS-Fixer': ['php-cs-fixer', 'php cs fixer', 'phpcsfixer', 'php-cs-fixer.dist.php'],
    PHP_CodeSniffer: ['php_codesniffer', 'phpcs', 'phpcbf', 'php codesniffer'],
    Pint: ['laravel pint', '~pint', '`pint`', 'vendor/bin/pint'],
    ECS: ['easy coding standard', 'easy-coding-standard', 'symplify/easy-coding-standard'],
  }, ['format', 'formatting', 'formatter', 'style', 'code', 'lint', 'linting', 'fix', 'fixer', 'run', 'standard', 'psr-12', 'psr12', ...PHP], ['php', 'style', 'format', 'formatting', 'laravel', 'lint', 'fixer']),
  eco('php-static-analysis', 'PHP static analysis', {
    PHPStan: ['phpstan', 'larastan'],
    Psalm: ['~psalm', 'vimeo/psalm'],
    Phan: ['~phan'],
  }, ['static', 'analysis', 'analyser', 'analyzer', 'analyse', 'analyze', 'type', 'types', 'check', 'checker', 'level', 'run', 'code', 'type-check', 'type-checking', 'type-checker', ...PHP], ['php', 'static', 'analysis', 'type', 'level', 'phpstan', 'type-check', 'type-checking']),
  eco('php-template-engine', 'PHP template engine', {
    Blade: ['~blade', 'blade templates', '`.blade.php`'],
    Twig: ['~twig'],
    Latte: ['latte templates', 'nette latte'],
    Smarty: ['~smarty', 'smarty templates'],
  }, ['template', 'templates', 'templating', 'view', 'views', 'render', 'html', 'write', 'engine', ...PHP], ['template', 'templates', 'view', 'views', 'laravel', 'php', 'component']),
  eco('php-orm', 'PHP ORM', {
    Eloquent: ['~eloquent', 'eloquent orm', 'eloquent models'],
    Doctrine: ['~doctrine', 'doctrine orm', 'doctrine/orm', 'doctrine dbal'],
    Propel: ['propel orm', 'propelorm'],
    Cycle: ['cycle orm', 'cycle/orm'],
  }, ['orm', 'db', 'database', 'model', 'models', 'entity', 'entities', 'query', 'queries', 'access', 'repository', 'sql', 'persistence', ...PHP], ['orm', 'entity', 'entities', 'database', 'db', 'model', 'models', 'php', 'symfony', 'query', 'migration', 'persistence', 'persist', 'repository', 'repositories']),
  eco('laravel-frontend', 'Laravel frontend stack', {
    Livewire: ['livewire'],
    Inertia: ['inertia.js', 'inertiajs', '~inertia'],
  }, ['frontend', 'ui', 'page', 'pages', 'component', 'components', 'interactive', 'interactivity', 'view', 'views', 'screen', 'screens', 'build', 'stack', 'laravel', 'php', 'vue', 'react', 'svelte'], ['laravel', 'frontend', 'page', 'pages', 'livewire', 'vue', 'react', 'component', 'components']),
  // ------------------------------------------------------------------------------------------ JVM languages
  eco('jvm-mocking', 'JVM mocking library', {
    Mockito: ['mockito', 'mockito-kotlin', 'mockito-core'],
    MockK: ['mockk'],
    EasyMock: ['easymock'],
    JMockit: ['jmockit'],
  }, ['mock', 'mocks', 'mocking', 'stub', 'stubs', 'spy', 'fake', 'double', 'library', 'dependency', 'collaborator', 'collaborators', 'service', 'services', 'repository', 'repositories', ...TEST, ...JVM]),
  eco('jvm-assertion-library', 'JVM assertion library', {
    AssertJ: ['assertj'],
    Hamcrest: ['hamcrest'],
    Truth: ['google truth', 'com.google.common.truth'],
    Strikt: ['strikt'],
    Kluent: ['kluent'],
    AssertK: ['assertk'],
  }, ['assertion', 'assertions', 'assert', 'matcher', 'matchers', 'style', 'fluent', 'library', ...TEST, ...JVM]),
  eco('jvm-logging-backend', 'JVM logging backend', {
    Logback: ['logback', 'logback-classic'],
    Log4j2: ['log4j', 'log4j2', 'log4j 2', 'log4j-core'],
    JUL: ['java.util.logging'],
    tinylog: ['tinylog'],
  }, ['log', 'logging', 'logger', 'loggers', 'backend', 'implementation', 'binding', 'appender', 'config', 'library', ...JVM]),
  eco('jvm-boilerplate', 'Java value class generator', {
    Lombok: ['lombok', 'project lombok'],
    Immutables: ['~immutables', 'org.immutables'],
    AutoValue: ['autovalue', 'auto-value', '`@autovalue`'],
    'Java records': ['java records', 'java record'],
  }, ['boilerplate', 'dto', 'dtos', 'value', 'values', 'class', 'classes', 'object', 'objects', 'data', 'model', 'models', 'immutable', 'getter', 'getters', 'setter', 'setters', 'pojo', 'pojos', 'generate', 'java', 'type', 'types']),
  eco('jvm-json-library', 'JSON library (JVM)', {
    Jackson: ['~jackson', 'jackson-databind', '`objectmapper`'],
    Gson: ['gson'],
    Moshi: ['moshi'],
    'kotlinx.serialization': ['kotlinx.serialization', 'kotlinx-serialization', 'kotlinx serialization', 'kotlin serialization', 'kotlinx-serialization-json'],
    'JSON-B': ['json-b', 'yasson'],
  }, ['json', 'serialization', 'serialize', 'serializer', 'deserialize', 'deserialization', 'parse', 'parsing', 'mapping', 'map', 'library', 'convert', 'object', 'objects', ...JVM]),
  eco('jvm-http-client', 'JVM HTTP client', {
    Retrofit: ['~retrofit', 'retrofit2', 'square/retrofit'],
    'Ktor client': ['ktor client', 'ktor-client', 'ktor httpclient'],
    Feign: ['openfeign', '~feign', 'spring cloud openfeign'],
    'Apache HttpClient': ['apache httpclient', 'apache http client', 'httpclient5', 'httpcomponents'],
    Volley: ['~volley'],
    Fuel: ['fuel http', 'kittinunf/fuel'],
    RestTemplate: ['resttemplate'],
    WebClient: ['webclient', 'spring webclient'],
    'Spring RestClient': ['spring restclient'],
  }, ['http', 'request', 'requests', 'call', 'calls', 'client', 'api', 'network', 'networking', 'external', 'outgoing', 'rest', 'service', 'services', 'library', ...JVM], ['http', 'request', 'requests', 'network', 'networking', 'api', 'client', 'okhttp', 'endpoint', 'endpoints', 'interceptor', 'interceptors', 'call', 'calls']),
  eco('jvm-async', 'JVM concurrency model', {
    'Kotlin coroutines': ['kotlin coroutines', 'kotlinx.coroutines', 'kotlinx-coroutines', '~coroutines', 'coroutines flow'],
    RxJava: ['rxjava', 'rxjava2', 'rxjava3', 'rxkotlin', 'rxandroid'],
    'Project Reactor': ['project reactor', 'reactor-core', '`mono`/`flux`'],
  }, ['async', 'asynchronous', 'concurrency', 'concurrent', 'reactive', 'stream', 'streams', 'background', 'thread', 'threading', 'work', 'code', ...JVM], ['kotlin', 'android', 'async', 'asynchronous', 'concurrency', 'rxjava', 'suspend', 'flow']),
  eco('gradle-dsl', 'Gradle DSL', {
    'Kotlin DSL': ['kotlin dsl', 'gradle kotlin dsl'],
    'Groovy DSL': ['groovy dsl', 'gradle groovy dsl'],
  }, ['gradle', 'build', 'script', 'scripts', 'dsl', 'file', 'files', 'write', 'written', 'module', 'modules', 'configuration', 'project', 'language', ...JVM]),
  eco('kotlin-formatter', 'Kotlin formatter', {
    ktlint: ['ktlint'],
    ktfmt: ['ktfmt'],
  }, ['format', 'formatting', 'formatter', 'style', 'code', 'lint', 'run', 'kotlin', 'kt', 'android']),
  eco('java-formatter', 'Java formatter', {
    'google-java-format': ['google-java-format', 'google java format'],
    'palantir-java-format': ['palantir-java-format', 'palantir java format'],
    'Eclipse formatter': ['eclipse formatter', 'eclipse code formatter'],
    'prettier-java': ['prettier-plugin-java', 'prettier-java'],
  }, ['format', 'formatting', 'formatter', 'style', 'code', 'run', 'java', 'spotless', 'source']),
  eco('android-image-loading', 'Android image loading', {
    Glide: ['~glide'],
    Coil: ['~coil', 'coil-compose', 'io.coil-kt'],
    Picasso: ['~picasso'],
    Fresco: ['~fresco'],
  }, ['image', 'images', 'load', 'loading', 'photo', 'photos', 'bitmap', 'bitmaps', 'picture', 'pictures', 'library', 'remote', 'network', 'avatar', 'avatars', 'android', 'compose', 'kotlin'], ['image', 'images', 'loading', 'bitmap', 'android', 'compose']),
  eco('android-persistence', 'Android local persistence', {
    Room: ['~room', 'room db', 'room database', 'androidx.room', 'jetpack room'],
    SQLDelight: ['sqldelight'],
    Realm: ['~realm', 'realm kotlin', 'realm-kotlin'],
    ObjectBox: ['objectbox'],
  }, ['local', 'db', 'database', 'persistence', 'persist', 'storage', 'store', 'offline', 'cache', 'entity', 'entities', 'dao', 'daos', 'table', 'tables', 'sqlite', 'android', 'kotlin', 'library'], ['db', 'database', 'dao', 'daos', 'entity', 'entities', 'sqlite', 'persistence', 'jetpack', 'migration', 'schema']),
  eco('scala-effect-system', 'Scala effect system', {
    'Cats Effect': ['cats effect', 'cats-effect', 'typelevel cats effect'],
    ZIO: ['zio'],
    Monix: ['monix'],
    Kyo: ['~kyo'],
  }, ['effect', 'effects', 'io', 'async', 'concurrency', 'runtime', 'functional', 'system', 'code', 'scala'], ['scala', 'effect', 'effects', 'zio']),
  eco('scala-test-framework', 'Scala test framework', {
    ScalaTest: ['scalatest'],
    MUnit: ['munit'],
    specs2: ['specs2'],
    uTest: ['utest'],
    weaver: ['weaver-test', 'weaver-cats', '~weaver'],
  }, [...TEST, 'scala'], ['scala', 'test', 'tests']),
  eco('scala-json-library', 'Scala JSON library', {
    circe: ['circe'],
    'play-json': ['play-json', 'play json'],
    upickle: ['upickle'],
    'zio-json': ['zio-json'],
    'jsoniter-scala': ['jsoniter-scala'],
  }, ['json', 'codec', 'codecs', 'serialization', 'serialize', 'decode', 'encode', 'decoder', 'encoder', 'library', 'scala']),
  eco('clojure-build-tool', 'Clojure build tool', {
    Leiningen: ['leiningen', '`lein`', 'project.clj'],
    'Clojure CLI': ['clojure cli', 'tools.deps', 'deps.edn', 'clojure tools.deps'],
    Boot: ['boot-clj'],
  }, ['build', 'dependency', 'dependencies', 'project', 'projects', 'tool', 'run', 'manage', 'clojure', 'clj', 'repl']),
  eco('jvm-data-access', 'JVM data access library', {
    Hibernate: ['~hibernate', 'hibernate orm', 'jpa', 'spring data jpa', 'jakarta persistence'],
    jOOQ: ['jooq'],
    MyBatis: ['mybatis'],
    Exposed: ['jetbrains exposed', 'kotlin exposed', 'exposed orm', 'exposed dsl'],
    Jdbi: ['jdbi', 'jdbi3'],
  }, ['db', 'database', 'access', 'query', 'queries', 'sql', 'orm', 'persistence', 'repository', 'repositories', 'entity', 'entities', 'layer', ...JVM], ['orm', 'entity', 'entities', 'jpa', 'sql', 'java', 'kotlin', 'spring', 'repository', 'repositories', 'database', 'db', 'persistence', 'query', 'queries', 'jooq', 'mybatis']),
  // -------------------------------------------------------------------------------------------------- .NET
  eco('dotnet-logging', '.NET logging', {
    Serilog: ['serilog'],
    NLog: ['nlog'],
    log4net: ['log4net'],
  }, ['log', 'logging', 'logger', 'loggers', 'library', 'structured', 'sink', 'sinks', 'provider', ...DOTNET]),
  eco('dotnet-assertion-library', '.NET assertion library', {
    FluentAssertions: ['fluentassertions', 'fluent assertions'],
    Shouldly: ['shouldly'],
    NFluent: ['nfluent'],
    'AwesomeAssertions': ['awesomeassertions', 'awesome assertions'],
  }, ['assertion', 'assertions', 'assert', 'library', 'style', ...TEST, ...DOTNET]),
  eco('dotnet-object-mapper', '.NET object mapper', {
    AutoMapper: ['automapper'],
    Mapster: ['mapster'],
    Mapperly: ['mapperly'],
  }, ['map', 'mapping', 'mappings', 'mapper', 'dto', 'dtos', 'entity', 'entities', 'object', 'objects', 'model', 'models', 'convert', 'library', ...DOTNET]),
  eco('dotnet-json-library', '.NET JSON library', {
    'System.Text.Json': ['system.text.json', '`system.text.json`'],
    'Newtonsoft.Json': ['newtonsoft.json', 'newtonsoft', 'json.net'],
  }, ['json', 'serialization', 'serialize', 'serializer', 'deserialize', 'deserialization', 'parse', 'parsing', 'library', 'converter', 'converters', ...DOTNET]),
  eco('dotnet-desktop-ui', '.NET desktop UI framework', {
    WPF: ['wpf'],
    'Windows Forms': ['winforms', 'windows forms'],
    WinUI: ['winui', 'winui 3', 'winui3'],
    Avalonia: ['avalonia', 'avalonia ui', 'avaloniaui'],
    'Uno Platform': ['uno platform'],
  }, ['ui', 'desktop', 'app', 'application', 'window', 'windows', 'view', 'views', 'screen', 'screens', 'framework', 'build', 'xaml', ...DOTNET]),
  eco('dotnet-formatter', '.NET formatter', {
    CSharpier: ['csharpier'],
    'dotnet format': ['dotnet format', '`dotnet format`', 'dotnet-format'],
  }, ['format', 'formatting', 'formatter', 'style', 'code', 'run', 'file', 'files', ...DOTNET]),
  // ---------------------------------------------------------------------------------------------------- Go
  eco('go-mocking', 'Go mocking', {
    gomock: ['gomock', 'mockgen', 'golang/mock', 'uber-go/mock', 'go.uber.org/mock'],
    mockery: ['~mockery', 'vektra/mockery'],
    counterfeiter: ['~counterfeiter', 'maxbrunsfeld/counterfeiter'],
    minimock: ['minimock'],
  }, ['mock', 'mocks', 'mocking', 'generate', 'generated', 'generator', 'fake', 'fakes', 'stub', 'stubs', 'interface', 'interfaces', 'double', 'dependency', 'collaborator', 'collaborators', ...TEST, ...GO], ['mock', 'mocks', 'mocking', 'interface', 'interfaces', 'go', 'golang', 'gomock', 'mockgen']),
  eco('go-cli-library', 'Go CLI library', {
    Cobra: ['~cobra', 'spf13/cobra'],
    'urfave/cli': ['urfave/cli', 'urfave cli'],
    Kong: ['alecthomas/kong'],
    kingpin: ['~kingpin', 'alecthomas/kingpin'],
  }, ['cli', 'command', 'commands', 'command-line', 'subcommand', 'subcommands', 'flag', 'flags', 'argument', 'arguments', 'parse', 'parsing', 'build', 'library', ...GO], ['cli', 'command', 'commands', 'command-line', 'subcommand', 'subcommands', 'flag', 'flags', 'go', 'golang']),
  eco('go-di', 'Go dependency injection', {
    Wire: ['google/wire', 'wire di', 'github.com/google/wire'],
    Fx: ['uber fx', 'uber-go/fx', 'go.uber.org/fx'],
    do: ['samber/do'],
  }, ['injection', 'inject', 'di', 'dependency', 'dependencies', 'wiring', 'container', 'graph', 'provider', 'providers', 'constructor', 'constructors', ...GO]),
  // -------------------------------------------------------------------------------------------------- Rust
  eco('rust-app-error', 'Rust error handling', {
    anyhow: ['~anyhow', 'anyhow::result', '`anyhow::result`', 'anyhow::error'],
    eyre: ['eyre', 'color-eyre', 'color_eyre'],
    miette: ['miette'],
  }, ['error', 'errors', 'handling', 'handle', 'result', 'results', 'report', 'reporting', 'application', 'binary', 'binaries', 'main', 'propagate', 'context', ...RUST]),
  eco('rust-error-derive', 'Rust error types', {
    thiserror: ['thiserror'],
    snafu: ['~snafu'],
    'derive_more': ['derive_more'],
  }, ['error', 'errors', 'type', 'types', 'enum', 'enums', 'define', 'derive', 'custom', 'handling', ...RUST]),
  eco('rust-logging', 'Rust logging', {
    tracing: ['`tracing`', 'tracing crate', 'tracing-subscriber', 'tokio-tracing', '`tracing::info!`', '`tracing::debug!`', '`tracing::error!`', '`tracing::warn!`'],
    log: ['log crate', 'env_logger', 'pretty_env_logger', '`log::info!`', '`log::debug!`', '`log::error!`', '`log::warn!`'],
    slog: ['slog crate', 'slog-rs'],
  }, ['log', 'logging', 'logger', 'crate', 'macro', 'macros', 'instrumentation', 'instrument', 'diagnostic', 'diagnostics', 'event', 'events', ...RUST]),
  eco('rust-cli-library', 'Rust CLI argument parser', {
    clap: ['~clap', 'clap derive', 'clap::parser'],
    argh: ['~argh', 'argh crate'],
    'pico-args': ['pico-args', 'pico_args'],
    bpaf: ['bpaf'],
    structopt: ['structopt'],
    lexopt: ['lexopt'],
  }, ['cli', 'command', 'commands', 'command-line', 'argument', 'arguments', 'arg', 'args', 'flag', 'flags', 'parse', 'parsing', 'parser', 'library', ...RUST], ['cli', 'command-line', 'argument', 'arguments', 'parse', 'parser', 'rust', 'derive', 'flag', 'flags']),
  eco('rust-http-client', 'Rust HTTP client', {
    reqwest: ['reqwest'],
    ureq: ['ureq'],
    surf: ['surf crate'],
    isahc: ['isahc'],
    attohttpc: ['attohttpc'],
  }, ['http', 'request', 'requests', 'call', 'calls', 'client', 'api', 'network', 'external', 'outgoing', 'library', ...RUST]),
  eco('rust-db-library', 'Rust database library', {
    Diesel: ['~diesel', 'diesel-rs', 'diesel orm'],
    SQLx: ['sqlx'],
    SeaORM: ['seaorm', 'sea-orm'],
  }, ['db', 'database', 'access', 'query', 'queries', 'sql', 'orm', 'model', 'models', 'migration', 'migrations', 'persistence', ...RUST]),
  eco('rust-frontend-framework', 'Rust frontend framework', {
    Yew: ['~yew'],
    Leptos: ['leptos'],
    Dioxus: ['dioxus'],
    Sycamore: ['~sycamore', 'sycamore-rs'],
  }, ['frontend', 'ui', 'web', 'wasm', 'webassembly', 'component', 'components', 'framework', 'app', 'build', ...RUST]),
  // ------------------------------------------------------------------------------------------ Swift / Apple
  eco('swift-reactive', 'Swift reactive framework', {
    Combine: ['combine framework', 'apple combine', '`import combine`', '~^Combine'],
    RxSwift: ['rxswift', 'rxcocoa'],
    ReactiveSwift: ['reactiveswift', 'reactivecocoa'],
  }, ['reactive', 'stream', 'streams', 'publisher', 'publishers', 'binding', 'bindings', 'observable', 'observables', 'async', 'event', 'events', 'framework', ...SWIFT], ['publisher', 'publishers', 'reactive', 'rxswift', 'observable', 'observables', 'sink', 'anycancellable', 'reactiveswift']),
  eco('swift-formatter', 'Swift formatter', {
    SwiftFormat: ['swiftformat', 'nicklockwood/swiftformat'],
    'swift-format': ['swift-format', 'apple/swift-format', 'swiftlang/swift-format'],
  }, ['format', 'formatting', 'formatter', 'style', 'code', 'run', 'file', 'files', ...SWIFT]),
  eco('swift-networking', 'Swift networking', {
    Alamofire: ['alamofire'],
    URLSession: ['urlsession', '`urlsession`'],
  }, ['http', 'request', 'requests', 'network', 'networking', 'call', 'calls', 'client', 'api', 'layer', ...SWIFT]),
  eco('xcode-project-generator', 'Xcode project generator', {
    XcodeGen: ['xcodegen'],
    Tuist: ['tuist'],
  }, ['xcode', 'project', 'projects', 'generate', 'generation', 'generator', 'xcodeproj', 'workspace', 'target', 'targets', ...SWIFT]),
  eco('apple-persistence', 'Apple persistence', {
    'Core Data': ['^Core Data', 'coredata'],
    SwiftData: ['swiftdata'],
    GRDB: ['grdb', 'grdb.swift'],
    'Realm Swift': ['realm swift', 'realmswift', 'realm-swift'],
  }, ['persistence', 'persist', 'local', 'storage', 'store', 'db', 'database', 'model', 'models', 'data', 'offline', 'cache', 'sqlite', ...SWIFT]),
  eco('swift-image-loading', 'Swift image loading', {
    Kingfisher: ['~kingfisher', 'onevcat/kingfisher'],
    SDWebImage: ['sdwebimage', 'sdwebimageswiftui'],
    Nuke: ['~nuke', 'nukeui'],
  }, ['image', 'images', 'load', 'loading', 'remote', 'cache', 'caching', 'download', 'photo', 'photos', 'avatar', 'avatars', 'library', ...SWIFT], ['image', 'images', 'loading', 'swift', 'ios', 'swiftui', 'uikit']),
  // ------------------------------------------------------------------------------------------ Dart/Flutter
  eco('flutter-state-management', 'Flutter state management', {
    Provider: ['provider package', 'package:provider', 'flutter provider'],
    Riverpod: ['riverpod', 'flutter_riverpod', 'hooks_riverpod'],
    BLoC: ['flutter_bloc', 'flutter bloc', 'bloc', 'cubit', 'cubits'],
    GetX: ['getx'],
    Redux: ['flutter_redux'],
    MobX: ['flutter_mobx', 'mobx.dart'],
    'signals.dart': ['signals.dart', 'signals_flutter'],
  }, ['state', 'management', 'manage', 'store', 'app', 'global', 'flutter', 'dart', 'widget', 'widgets', 'screen', 'screens', 'feature', 'features', 'logic'], ['flutter', 'dart', 'widget', 'widgets', 'riverpod', 'getx']),
  eco('flutter-router', 'Flutter navigation', {
    go_router: ['go_router', 'gorouter'],
    auto_route: ['auto_route', 'autoroute'],
    Beamer: ['~beamer'],
    'Navigator 2.0': ['navigator 2.0'],
  }, ['route', 'routes', 'routing', 'router', 'navigation', 'navigate', 'screen', 'screens', 'page', 'pages', 'deep', 'link', 'links', 'flutter', 'dart'], ['flutter', 'dart', 'route', 'routing', 'navigation']),
  eco('dart-http-client', 'Dart HTTP client', {
    Dio: ['dio'],
    Chopper: ['~chopper'],
    'http package': ['`package:http`', 'http package', 'package:http'],
  }, ['http', 'request', 'requests', 'network', 'networking', 'call', 'calls', 'client', 'api', 'flutter', 'dart'], ['flutter', 'dart', 'http', 'network', 'networking', 'api', 'request', 'requests', 'client']),
  // -------------------------------------------------------------------------------------- other ecosystems
  eco('mobile-e2e-framework', 'mobile end-to-end test framework', {
    Detox: ['~detox', 'wix/detox'],
    Maestro: ['~maestro', 'maestro flows', 'mobile.dev maestro'],
    Appium: ['appium'],
    Espresso: ['~espresso', 'androidx.test.espresso'],
    XCUITest: ['xcuitest', 'xcui tests', 'xcuitests'],
    // (the platform a test runs on is where the choice holds: Espresso on Android, XCUITest on iOS)
  }, ['e2e', 'end-to-end', 'ui', 'mobile', 'app', 'react', 'native', 'flow', 'flows', 'device', 'simulator', 'emulator', ...TEST], ['e2e', 'end-to-end', 'mobile', 'ios', 'android', 'simulator', 'emulator', 'appium', 'device']),
  eco('elixir-http-client', 'Elixir HTTP client', {
    HTTPoison: ['httpoison'],
    Tesla: ['~tesla'],
    Req: ['req library', 'wojtekmach/req'],
    Finch: ['~finch'],
  }, ['http', 'request', 'requests', 'call', 'calls', 'client', 'api', 'external', 'library', 'elixir', 'phoenix'], ['elixir', 'http', 'phoenix', 'request', 'requests', 'client', 'hex']),
  eco('elixir-job-queue', 'Elixir background jobs', {
    Oban: ['oban'],
    Exq: ['exq'],
    Verk: ['~verk'],
  }, ['job', 'jobs', 'background', 'queue', 'queues', 'worker', 'workers', 'task', 'tasks', 'schedule', 'process', 'processing', 'elixir', 'phoenix']),
  eco('elixir-http-server', 'Elixir HTTP server', {
    Cowboy: ['~cowboy', 'plug_cowboy'],
    Bandit: ['~bandit'],
  }, ['http', 'server', 'adapter', 'endpoint', 'web', 'serve', 'phoenix', 'plug', 'elixir'], ['phoenix', 'plug', 'elixir', 'adapter', 'http', 'endpoint']),
  eco('rust-gui-framework', 'Rust GUI framework', {
    egui: ['egui', 'eframe'],
    iced: ['~iced', 'iced-rs', 'iced_rs'],
    Slint: ['slint'],
    Druid: ['~druid'],
    'gtk-rs': ['gtk-rs', 'gtk4-rs'],
  }, ['gui', 'ui', 'desktop', 'app', 'window', 'widget', 'widgets', 'native', 'framework', 'build', ...RUST], ['gui', 'ui', 'desktop', 'widget', 'widgets', 'rust', 'window']),
  eco('haskell-build-tool', 'Haskell build tool', {
    Stack: ['haskell stack', '`stack build`', '`stack test`', '~stack'],
    Cabal: ['~cabal', 'cabal-install', '`cabal build`', 'cabal.project'],
  }, ['build', 'haskell', 'ghc', 'project', 'projects', 'dependency', 'dependencies', 'tool', 'run', 'package', 'packages', 'hackage', 'test'], ['haskell', 'ghc', 'hackage', 'cabal', 'hpack']),
  eco('cpp-package-manager', 'C/C++ package manager', {
    Conan: ['~conan', 'conan 2', 'conanfile'],
    vcpkg: ['vcpkg'],
    'CPM.cmake': ['cpm.cmake', '`cpm`', 'cpmaddpackage'],
    Hunter: ['hunter package manager', 'cpp-pm/hunter'],
    xrepo: ['xrepo'],
  }, ['package', 'packages', 'dependency', 'dependencies', 'manager', 'manage', 'install', 'third-party', 'library', 'libraries', 'c++', 'cpp', 'c', 'cmake', 'fetch']),
  eco('cpp-test-framework', 'C/C++ test framework', {
    GoogleTest: ['googletest', 'google test', 'gtest', 'gmock'],
    Catch2: ['catch2', 'catch 2'],
    doctest: ['doctest.h', 'doctest/doctest'],
    'Boost.Test': ['boost.test', 'boost test'],
    CppUTest: ['cpputest'],
    Unity: ['throwtheswitch/unity', 'unity test framework'],
  }, [...TEST, 'c++', 'cpp', 'c', 'cmake', 'native'], ['c++', 'cpp', 'cmake', 'catch2', 'gtest', 'googletest', 'header']),
  eco('game-engine', 'game engine', {
    Unity: ['~unity', 'unity3d', 'unity engine'],
    'Unreal Engine': ['~unreal', 'unreal engine', 'ue5', 'ue4'],
    Godot: ['godot', 'godot engine'],
    Bevy: ['~bevy', 'bevy engine'],
  }, ['game', 'games', 'engine', 'build', 'develop', 'scene', 'scenes', 'project', 'gameplay'], ['game', 'games', 'engine', 'scene', 'scenes', 'godot', 'unreal', 'gameplay']),
  eco('unity-render-pipeline', 'Unity render pipeline', {
    URP: ['urp', 'universal render pipeline'],
    HDRP: ['hdrp', 'high definition render pipeline'],
    'Built-in Render Pipeline': ['built-in render pipeline', 'built-in pipeline', 'birp'],
  }, ['render', 'rendering', 'pipeline', 'graphics', 'shader', 'shaders', 'unity', 'project', 'lighting']),
  eco('unity-ui', 'Unity UI system', {
    UGUI: ['ugui', 'unity ui', 'canvas ui'],
    'UI Toolkit': ['ui toolkit', 'uitoolkit', 'ui elements', 'uielements'],
    IMGUI: ['imgui'],
  }, ['ui', 'interface', 'menu', 'menus', 'hud', 'screen', 'screens', 'unity', 'canvas', 'canvases', 'built', 'build'], ['unity', 'ui', 'hud', 'menu', 'menus', 'canvas']),
  eco('unity-input', 'Unity input system', {
    'Input System': ['new input system', 'input system package', 'unity input system', '`inputsystem`'],
    'Input Manager': ['legacy input manager', 'input manager', 'old input manager', '`input.getaxis`'],
  }, ['input', 'inputs', 'controls', 'control', 'handled', 'handle', 'unity', 'player', 'gamepad', 'keyboard']),
  eco('game-netcode', 'game networking library', {
    Mirror: ['~mirror', 'mirror networking'],
    'Netcode for GameObjects': ['netcode for gameobjects', 'ngo', 'unity netcode'],
    'Fish-Net': ['fish-net', 'fishnet'],
    Photon: ['photon', 'photon pun', 'photon fusion', 'pun 2'],
  }, ['networking', 'network', 'multiplayer', 'netcode', 'online', 'server', 'client', 'sync', 'replication', 'built', 'unity', 'game']
  , ['networking', 'multiplayer', 'netcode', 'online', 'replication']),
  eco('static-site-generator', 'static site generator', {
    Hugo: ['~hugo', 'gohugo'],
    Jekyll: ['jekyll'],
    Eleventy: ['eleventy', '11ty'],
    Hexo: ['hexo'],
    Zola: ['~zola'],
    Pelican: ['~pelican'],
    Middleman: ['~middleman'],
  }, ['site', 'sites', 'static', 'generator', 'generate', 'build', 'blog', 'page', 'pages', 'website', 'content', 'theme', 'doc', 'docs', 'documentation'], ['site', 'static', 'blog', 'website', 'generator', 'markdown', 'theme']),
];
