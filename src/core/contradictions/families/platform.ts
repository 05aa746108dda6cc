// Exclusive families of platform, infrastructure and process choices: the CI service, the secret store, the
// error tracker, the issue tracker, the licence… Each family is a role a project normally fills with exactly
// one member. Tools that are normally used together (Prometheus and Grafana, Segment and Amplitude, a CDN in
// front of a host) are kept in different families or left out; a member that is a hosted flavour or a
// front end of another member (CDK over CloudFormation, Supabase over Postgres) is left out where it would
// read as a second choice.
//
// Phrase syntax: see lexicon.ts. A name that is also an ordinary word or a common identifier ("vault",
// "render", "linear", "segment", "resend") is ~ambiguous with context words, ^case-sensitive, or written with
// its qualifier ("HashiCorp Vault", "fly.io").
import type { FamilyDef } from '../lexicon.js';
import { stem } from '../text.js';
import { fam } from './fam.js';

/** Topic words as the detector compares them: surface form and stem. */
function words(ws: string[]): string[] {
  const out = new Set<string>();
  for (const w of ws) {
    out.add(w);
    out.add(stem(w));
  }
  return [...out];
}

/** A family whose domain (topic words that never narrow a rule) and context words are given as plain words. */
function plat(id: string, subject: string, members: Record<string, string[]>, domain: string[], context?: string[], extra: Partial<FamilyDef> = {}): FamilyDef {
  return fam(id, subject, members, { domain: words(domain), ...(context ? { context: words(context) } : {}), ...extra });
}

const DEPLOY = ['deploy', 'deployed', 'deploying', 'deployment', 'deployments', 'release', 'ship', 'production', 'prod', 'host', 'hosted', 'hosting', 'run', 'runs', 'live'];
const CICD = ['ci', 'cd', 'ci/cd', 'pipeline', 'pipelines', 'workflow', 'workflows', 'job', 'jobs', 'build', 'builds', 'continuous', 'run', 'runs', 'check', 'checks'];
const K8S = ['kubernetes', 'k8s', 'cluster', 'clusters', 'manifest', 'manifests'];
/** The usual dual licence, one phrase naming both members (a list, not a choice of either). */
const DUAL_MIT_APACHE = ['mit or apache-2.0', 'mit or apache 2.0', 'apache-2.0 or mit', 'mit/apache-2.0', 'apache-2.0/mit', 'mit and apache-2.0', 'apache-2.0 and mit', 'mit or apache', 'mit/apache'];
const DATA = ['data', 'pipeline', 'pipelines', 'warehouse', 'analytics', 'sql', 'query', 'queries', 'table', 'tables'];

export const PLATFORM_FAMILIES: FamilyDef[] = [
  // ------------------------------------------------------------------------------------------- build & deploy
  plat('ci-service', 'CI service', {
    'GitHub Actions': ['github actions', 'github action', 'gh actions', 'github workflows', 'github actions workflows'],
    'GitLab CI': ['gitlab ci', 'gitlab-ci', 'gitlab ci/cd', '`.gitlab-ci.yml`', '.gitlab-ci.yml', 'gitlab pipelines'],
    CircleCI: ['circleci', 'circle ci'],
    Jenkins: ['jenkins', 'jenkinsfile', 'jenkinsfiles', 'jenkins pipeline', 'jenkins pipelines'],
    'Travis CI': ['travis', 'travis ci', 'travis-ci', '.travis.yml'],
    Buildkite: ['buildkite'],
    'Azure Pipelines': ['azure pipelines', 'azure devops pipelines', 'azure-pipelines.yml'],
    'Drone CI': ['drone ci', 'drone.io', '.drone.yml', '~drone'],
    TeamCity: ['teamcity'],
    'Bitbucket Pipelines': ['bitbucket pipelines', 'bitbucket-pipelines.yml'],
    AppVeyor: ['appveyor'],
    'Semaphore CI': ['semaphore ci', 'semaphoreci'],
    'Woodpecker CI': ['woodpecker ci', 'woodpecker-ci', '.woodpecker.yml'],
    Bamboo: ['atlassian bamboo', 'bamboo ci', '~bamboo'],
    'Google Cloud Build': ['google cloud build', 'gcp cloud build', 'cloudbuild.yaml'],
    'AWS CodeBuild': ['codebuild', 'aws codebuild', 'codepipeline', 'aws codepipeline', 'buildspec.yml'],
    Tekton: ['tekton', 'tekton pipelines'],
    Concourse: ['concourse ci', '~concourse'],
    GoCD: ['gocd'],
    'Cirrus CI': ['cirrus ci', 'cirrus-ci', '.cirrus.yml'],
    Bitrise: ['bitrise'],
    Codemagic: ['codemagic'],
  }, [...CICD, 'integration', 'test', 'service', 'runner', 'runners', 'config', 'configure', 'setup'],
   ['ci', 'pipeline', 'pipelines', 'build', 'builds', 'job', 'jobs', 'runner', 'runners', 'continuous', 'workflow', 'workflows']),
  plat('gitops-cd', 'continuous delivery tool', {
    'Argo CD': ['argo cd', 'argocd', 'argo-cd'],
    Flux: ['fluxcd', 'flux cd', 'flux2', 'flux v2', '`flux`', '~flux'],
    Spinnaker: ['spinnaker'],
    'Octopus Deploy': ['octopus deploy'],
  }, [...DEPLOY, ...K8S, 'gitops', 'cd', 'delivery', 'continuous', 'sync', 'synced', 'reconcile', 'rollout', 'roll', 'apply', 'promote', 'environment', 'environments', 'app', 'application', 'applications', 'tool']
  , ['gitops', 'kubernetes', 'k8s', 'cluster', 'deploy', 'deployment', 'reconcile', 'sync', 'helm', 'kustomization', 'manifest', 'manifests']),
  plat('iac-tool', 'infrastructure-as-code tool', {
    Terraform: ['terraform'],
    OpenTofu: ['opentofu', '`tofu`'],
    Pulumi: ['pulumi'],
    CloudFormation: ['cloudformation', 'aws cloudformation', 'cfn'],
    'AWS CDK': ['aws cdk', '~cdk', '`cdk deploy`', 'cdk stack', 'cdk stacks'],
    'CDK for Terraform': ['cdktf', 'cdk for terraform'],
    Bicep: ['~bicep', 'azure bicep'],
    'ARM templates': ['arm template', 'arm templates', 'azure resource manager templates'],
    Crossplane: ['crossplane'],
    'AWS SAM': ['aws sam', 'sam cli', '`sam deploy`', '`sam build`', 'serverless application model'],
    'Serverless Framework': ['serverless framework', '`serverless deploy`', '`sls deploy`', 'serverless.yml'],
  }, ['infrastructure', 'infra', 'iac', 'deploy', 'define', 'defined', 'provision', 'provisioned', 'resource', 'resources', 'cloud', 'stack', 'stacks', 'change', 'changes', 'manage', 'managed', 'code', 'template', 'templates', 'tool', 'write', 'written', 'declare', 'declared']
  , ['infrastructure', 'infra', 'iac', 'aws', 'azure', 'template', 'templates', 'deploy', 'provision', 'resource', 'resources', 'stack', 'stacks', 'lambda', 'cloudformation', 'terraform', 'pulumi']),
  plat('config-management', 'configuration management tool', {
    Ansible: ['ansible', 'ansible playbook', 'ansible playbooks'],
    Chef: ['~^Chef', 'chef infra', 'chef cookbooks', 'chef cookbook'],
    Puppet: ['~^Puppet', 'puppet manifests'],
    SaltStack: ['saltstack', 'salt stack', '`salt`'],
  }, ['config', 'configure', 'configuration', 'management', 'manage', 'managed', 'server', 'servers', 'host', 'hosts', 'machine', 'machines', 'provision', 'provisioning', 'infrastructure', 'infra', 'fleet', 'node', 'nodes', 'automate', 'automation', 'vm', 'vms', 'tool']
  , ['config', 'configuration', 'management', 'server', 'servers', 'host', 'hosts', 'provision', 'provisioning', 'infrastructure', 'infra', 'cookbook', 'cookbooks', 'playbook', 'playbooks', 'fleet']),
  plat('container-runtime', 'container tool', {
    Docker: ['docker', 'docker compose', 'docker-compose', 'docker desktop', 'docker build', '`docker build`', 'docker buildx'],
    Podman: ['podman', 'podman-compose', 'podman compose', 'podman build', '`podman build`'],
  }, ['container', 'containers', 'image', 'images', 'local', 'service', 'services', 'run', 'compose', 'build']),
  plat('container-image-builder', 'container image builder', {
    'docker build': ['docker build', '`docker build`', 'docker buildx', 'buildx', 'buildkit'],
    Buildah: ['buildah', 'podman build', '`podman build`'],
    kaniko: ['kaniko'],
    Jib: ['jib'],
    ko: ['ko build', '`ko build`', 'ko.build', 'ko-build'],
    'Cloud Native Buildpacks': ['buildpacks', 'cloud native buildpacks', 'pack build', '`pack build`', 'paketo'],
    Nixpacks: ['nixpacks'],
  }, ['image', 'images', 'container', 'containers', 'build', 'built', 'building', 'docker', 'dockerfile', 'containerfile', 'oci', 'push', 'publish', 'produce', 'create', 'tool']
  , ['image', 'images', 'container', 'containers']),
  plat('container-orchestrator', 'container orchestrator', {
    Kubernetes: ['kubernetes', 'k8s'],
    Nomad: ['nomad', 'hashicorp nomad'],
    ECS: ['amazon ecs', 'aws ecs', '~^ECS'],
    'Docker Swarm': ['docker swarm', '`docker swarm`', 'swarm mode'],
  }, ['deploy', 'deployment', 'run', 'service', 'container', 'orchestrate', 'orchestration', 'production', 'cluster', 'workload', 'schedule']
  , ['deploy', 'deployment', 'container', 'containers', 'cluster', 'orchestrate', 'orchestration', 'fargate', 'task', 'service', 'docker']),
  plat('local-k8s-cluster', 'local Kubernetes cluster tool', {
    kind: ['kind cluster', 'kind clusters', '`kind create cluster`', 'kubernetes in docker'],
    minikube: ['minikube'],
    k3d: ['k3d'],
    MicroK8s: ['microk8s'],
  }, ['local', 'locally', 'development', 'dev', 'cluster', 'clusters', 'kubernetes', 'k8s', 'create', 'spin', 'start', 'run', 'test', 'tool']),
  plat('k8s-dev-loop', 'Kubernetes development loop tool', {
    Tilt: ['~tilt', 'tiltfile', '`tilt up`'],
    Skaffold: ['skaffold'],
    DevSpace: ['devspace'],
    Okteto: ['okteto'],
  }, ['local', 'locally', 'development', 'dev', 'loop', 'inner', 'cluster', 'kubernetes', 'k8s', 'iterate', 'run', 'deploy', 'sync', 'reload', 'live', 'stack', 'tool']
  , ['kubernetes', 'k8s', 'cluster', 'dev', 'development', 'local', 'tiltfile', 'loop']),
  plat('terraform-automation', 'Terraform run platform', {
    Atlantis: ['atlantis'],
    'Terraform Cloud': ['terraform cloud', 'hcp terraform', 'terraform enterprise'],
    Spacelift: ['spacelift'],
    env0: ['env0'],
    Scalr: ['scalr'],
    Terrateam: ['terrateam'],
  }, ['terraform', 'plan', 'plans', 'apply', 'applies', 'run', 'runs', 'pr', 'automation', 'automate', 'state', 'remote', 'infra', 'infrastructure', 'execute', 'workspace', 'workspaces', 'change', 'changes']),
  plat('gitops-secrets', 'Kubernetes secret encryption', {
    'Sealed Secrets': ['sealed secrets', 'sealed-secrets', 'sealedsecret', 'sealedsecrets', 'kubeseal'],
    SOPS: ['sops', 'mozilla sops', 'ksops', 'helm-secrets'],
    'git-crypt': ['git-crypt'],
  }, ['secret', 'secrets', 'encrypt', 'encrypted', 'encryption', 'commit', 'store', 'stored', 'repo', 'git', 'manifest', 'kubernetes', 'k8s', 'value', 'values', 'credential', 'credentials', 'manage', 'keep']),
  plat('secret-manager', 'secret store', {
    'HashiCorp Vault': ['hashicorp vault', 'vault server', '`vault`', '~^Vault'],
    'AWS Secrets Manager': ['aws secrets manager', 'amazon secrets manager', 'aws secret manager'],
    'Google Secret Manager': ['google secret manager', 'gcp secret manager', 'google cloud secret manager'],
    'Azure Key Vault': ['azure key vault', 'key vault'],
    'AWS SSM Parameter Store': ['parameter store', 'ssm parameter store', 'aws parameter store', 'ssm parameters'],
    Doppler: ['~doppler'],
    '1Password': ['1password', '1password cli', '1password secrets automation', '`op read`', '`op run`'],
    Infisical: ['infisical'],
    'Bitwarden Secrets Manager': ['bitwarden secrets manager', 'bitwarden'],
    Akeyless: ['akeyless'],
  }, ['come', 'secret', 'secrets', 'credential', 'credentials', 'password', 'passwords', 'token', 'tokens', 'key', 'keys', 'store', 'stored', 'storage', 'keep', 'kept', 'manage', 'managed', 'management', 'fetch', 'load', 'inject', 'read', 'live', 'api', 'sensitive', 'value', 'values', 'config']
  , ['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords', 'token', 'tokens', 'key', 'keys']),
  plat('cloud-provider', 'cloud provider', {
    AWS: ['aws', 'amazon web services'],
    'Google Cloud': ['gcp', 'google cloud', 'google cloud platform'],
    Azure: ['azure', 'microsoft azure'],
    DigitalOcean: ['digitalocean', 'digital ocean'],
    Hetzner: ['hetzner', 'hetzner cloud'],
    Linode: ['linode', 'akamai cloud'],
    'Oracle Cloud': ['oracle cloud', 'oracle cloud infrastructure'],
    'IBM Cloud': ['ibm cloud'],
    'Alibaba Cloud': ['alibaba cloud', 'aliyun'],
    OVHcloud: ['ovh', 'ovhcloud'],
    Vultr: ['vultr'],
    Scaleway: ['scaleway'],
  }, ['deploy', 'host', 'run', 'cloud', 'service', 'infrastructure', 'provider', 'production', 'workload']),
  plat('hosting-platform', 'hosting platform', {
    Vercel: ['vercel'],
    Netlify: ['netlify'],
    'Cloudflare Pages': ['cloudflare pages', 'cloudflare workers', 'wrangler', '`wrangler deploy`'],
    Render: ['render.com', 'render.yaml', '`render.yaml`'],
    'Fly.io': ['fly.io', 'flyctl', '`fly deploy`', 'fly.toml'],
    Heroku: ['heroku'],
    Railway: ['~^Railway', 'railway.app'],
    'GitHub Pages': ['github pages', 'gh-pages'],
    'Firebase Hosting': ['firebase hosting', '`firebase deploy`'],
    'AWS Amplify': ['aws amplify', 'amplify hosting', 'amplify console'],
    'Deno Deploy': ['deno deploy'],
    'Google App Engine': ['app engine', 'google app engine'],
    'Cloud Run': ['cloud run', 'google cloud run'],
    'Azure App Service': ['azure app service', 'azure static web apps'],
    'DigitalOcean App Platform': ['digitalocean app platform'],
    Koyeb: ['koyeb'],
  }, [...DEPLOY, 'site', 'website', 'frontend', 'platform', 'serve', 'served', 'push', 'provider', 'paas', 'put', 'app']
  , ['deploy', 'deployed', 'deploying', 'deployment', 'deployments', 'host', 'hosted', 'hosting', 'production', 'paas']),
  plat('cdn', 'CDN', {
    Cloudflare: ['cloudflare', 'cloudflare cdn'],
    CloudFront: ['cloudfront', 'amazon cloudfront', 'aws cloudfront'],
    Fastly: ['fastly'],
    Akamai: ['akamai'],
    'Bunny CDN': ['bunny cdn', 'bunnycdn', 'bunny.net'],
    'Azure Front Door': ['azure front door', 'azure cdn'],
    'Google Cloud CDN': ['google cloud cdn', 'cloud cdn'],
    KeyCDN: ['keycdn'],
  }, ['cdn', 'edge', 'cache', 'cached', 'caching', 'serve', 'served', 'asset', 'assets', 'static', 'front', 'behind', 'put', 'route', 'deliver', 'delivery', 'distribution', 'content']
  , ['cdn', 'edge', 'cache', 'asset', 'assets', 'static', 'distribution']),
  plat('reverse-proxy', 'reverse proxy', {
    Nginx: ['nginx', 'ingress-nginx', 'nginx ingress', 'openresty'],
    Caddy: ['caddy', 'caddyfile'],
    Traefik: ['traefik'],
    HAProxy: ['haproxy'],
    'Apache httpd': ['apache httpd', 'apache http server', 'httpd', 'apache2'],
  }, ['proxy', 'reverse', 'ingress', 'web', 'server', 'serve', 'served', 'terminate', 'tls', 'ssl', 'https', 'load', 'balancer', 'balancing', 'front', 'route', 'routing', 'traffic', 'request', 'requests', 'controller', 'service', 'services']),
  plat('service-mesh', 'service mesh', {
    Istio: ['istio'],
    Linkerd: ['linkerd'],
    'Consul Connect': ['consul connect', 'consul service mesh'],
    Kuma: ['kuma', 'kong mesh'],
    'AWS App Mesh': ['aws app mesh'],
  }, ['mesh', 'service', 'services', 'sidecar', 'sidecars', 'mtls', 'traffic', 'proxy', 'network', 'networking', 'cluster', 'kubernetes', 'k8s', 'inject']),
  plat('api-gateway', 'API gateway', {
    Kong: ['~kong', 'kong gateway'],
    Tyk: ['tyk'],
    Apigee: ['apigee'],
    'AWS API Gateway': ['aws api gateway', 'amazon api gateway'],
    KrakenD: ['krakend'],
    'Azure API Management': ['azure api management'],
  }, ['gateway', 'api', 'apis', 'route', 'routes', 'routing', 'proxy', 'expose', 'exposed', 'ingress', 'edge', 'traffic', 'rate', 'front', 'behind', 'put', 'request', 'requests', 'endpoint', 'endpoints']
  , ['gateway', 'api', 'apis', 'plugin', 'plugins', 'route', 'routes', 'ingress']),

  // ------------------------------------------------------------------------------------------ data & messaging
  plat('database', 'database', {
    PostgreSQL: ['postgres', 'postgresql', 'psql'],
    MySQL: ['mysql', 'mariadb'],
    SQLite: ['sqlite', 'sqlite3'],
    MongoDB: ['mongodb', 'mongo'],
    'SQL Server': ['sql server', 'mssql', 'microsoft sql server'],
    CockroachDB: ['cockroachdb'],
    'Oracle Database': ['oracle database', 'oracle db'],
    DynamoDB: ['dynamodb', 'amazon dynamodb', 'aws dynamodb'],
    Cassandra: ['cassandra', 'apache cassandra', 'scylladb', 'scylla'],
    Firestore: ['firestore', 'cloud firestore'],
    CouchDB: ['couchdb', 'apache couchdb'],
    'Cloud Spanner': ['cloud spanner', 'google spanner'],
  }, ['db', 'store', 'storage', 'data', 'persist', 'persistence', 'primary', 'datastore', 'backing', 'main', 'sql', 'relational', 'engine']),
  plat('cache-store', 'cache', {
    Redis: ['redis', 'valkey'],
    Memcached: ['memcached', 'memcache'],
    Dragonfly: ['dragonflydb', '~dragonfly'],
    KeyDB: ['keydb'],
  }, ['cache', 'caching', 'store', 'session', 'layer'], ['cache', 'caching', 'redis', 'store', 'session', 'key-value', 'memcached']),
  plat('message-broker', 'message broker', {
    Kafka: ['kafka', 'apache kafka'],
    RabbitMQ: ['rabbitmq', 'rabbit mq', 'amqp'],
    SQS: ['sqs', 'amazon sqs', 'aws sqs'],
    NATS: ['nats', 'nats jetstream'],
    'Google Pub/Sub': ['google pub/sub', 'gcp pub/sub', 'cloud pub/sub', 'google cloud pub/sub', 'google pubsub', 'gcp pubsub'],
    ActiveMQ: ['activemq', 'activemq artemis'],
    Pulsar: ['apache pulsar', '~pulsar'],
    'Azure Service Bus': ['azure service bus'],
    Kinesis: ['kinesis', 'amazon kinesis', 'kinesis data streams'],
  }, ['go', 'event', 'message', 'messaging', 'queue', 'publish', 'consume', 'broker', 'stream', 'domain', 'async']
  , ['event', 'events', 'message', 'messages', 'messaging', 'queue', 'broker', 'stream', 'streaming', 'topic', 'topics', 'publish', 'consume']),
  plat('search-engine', 'search engine', {
    Elasticsearch: ['elasticsearch', 'elastic search'],
    OpenSearch: ['opensearch'],
    Meilisearch: ['meilisearch'],
    Algolia: ['algolia'],
    Typesense: ['typesense'],
    Solr: ['solr', 'apache solr'],
    Vespa: ['vespa.ai'],
    Manticore: ['manticore search', 'manticoresearch'],
  }, ['search', 'index', 'full-text', 'query', 'engine', 'powered', 'backed']),
  plat('vector-store', 'vector store', {
    Pinecone: ['pinecone'],
    Weaviate: ['weaviate'],
    Qdrant: ['qdrant'],
    Milvus: ['milvus', 'zilliz'],
    Chroma: ['chromadb', '~chroma'],
    pgvector: ['pgvector'],
    LanceDB: ['lancedb'],
  }, ['vector', 'vectors', 'embedding', 'embeddings', 'store', 'stored', 'index', 'similarity', 'search', 'retrieval', 'rag', 'semantic', 'db', 'nearest', 'neighbor', 'persist']
  , ['vector', 'vectors', 'embedding', 'embeddings', 'rag', 'retrieval', 'similarity']),
  plat('data-warehouse', 'data warehouse', {
    Snowflake: ['~snowflake', 'snowflake warehouse', 'snowflake data warehouse', 'snowflake sql', 'snowsql', 'snowpark', '^in Snowflake', '^into Snowflake', '^to Snowflake', '^from Snowflake'],
    BigQuery: ['bigquery', 'google bigquery'],
    Redshift: ['~redshift', 'amazon redshift', 'aws redshift'],
    Databricks: ['databricks'],
    ClickHouse: ['clickhouse'],
    'Azure Synapse': ['azure synapse', 'synapse analytics'],
  }, [...DATA, 'store', 'stored', 'load', 'loaded', 'dwh', 'bi', 'report', 'reporting', 'model', 'models', 'lake', 'lakehouse', 'analytical', 'olap']
  , ['warehouse', 'dbt', 'sql', 'query', 'queries', 'analytics', 'table', 'tables', 'dwh', 'lakehouse', 'olap']),
  plat('lake-table-format', 'lake table format', {
    'Delta Lake': ['delta lake', 'delta tables', 'delta table'],
    'Apache Iceberg': ['~iceberg', 'apache iceberg', 'iceberg tables', 'iceberg table'],
    'Apache Hudi': ['hudi', 'apache hudi'],
  }, [...DATA, 'table', 'tables', 'format', 'lake', 'lakehouse', 'catalog', 'write', 'written']
  , ['table', 'tables', 'format', 'lake', 'lakehouse', 'catalog', 'spark', 'glue']),
  plat('image-signing', 'container image signing tool', {
    cosign: ['cosign', 'sigstore cosign'],
    Notary: ['notary', 'notary v1', 'notary v2', 'notation', 'docker content trust'],
  }, ['sign', 'signed', 'signing', 'signature', 'signatures', 'image', 'images', 'container', 'containers', 'artifact', 'artifacts', 'verify', 'supply', 'chain']
  , ['sign', 'signed', 'signing', 'signature', 'image', 'images', 'container', 'artifact']),
  plat('data-ingestion', 'data ingestion tool', {
    Fivetran: ['fivetran'],
    Airbyte: ['airbyte'],
    Stitch: ['stitch data', '~stitch'],
    Meltano: ['meltano'],
  }, [...DATA, 'ingest', 'ingestion', 'sync', 'synced', 'etl', 'elt', 'connector', 'connectors', 'source', 'sources', 'load', 'replicate', 'replication', 'extract', 'move']
  , ['ingest', 'ingestion', 'sync', 'etl', 'elt', 'connector', 'connectors', 'warehouse', 'replicate', 'replication']),
  plat('data-orchestrator', 'data pipeline orchestrator', {
    Airflow: ['~airflow', 'apache airflow', 'airflow dag', 'airflow dags'],
    Dagster: ['dagster'],
    Prefect: ['~prefect'],
    Luigi: ['~luigi'],
    Mage: ['mage.ai', 'mage-ai'],
    Kestra: ['kestra'],
  }, [...DATA, 'dag', 'dags', 'job', 'jobs', 'schedule', 'scheduled', 'scheduling', 'orchestrate', 'orchestration', 'orchestrator', 'task', 'tasks', 'workflow', 'workflows', 'etl', 'batch', 'run', 'flow', 'flows']
  , ['pipeline', 'pipelines', 'dag', 'dags', 'etl', 'orchestrate', 'orchestration', 'orchestrator', 'workflow', 'workflows', 'flow', 'flows', 'task', 'tasks', 'schedule', 'scheduling']),
  plat('workflow-engine', 'durable workflow engine', {
    Temporal: ['temporal.io', 'temporalio', '@temporalio/client', '@temporalio/worker', 'temporal workflow', 'temporal workflows', 'temporal worker', 'temporal workers', 'temporal activity', 'temporal activities', 'temporal server', 'temporal cloud', 'temporal cluster'],
    Cadence: ['uber cadence', 'cadence workflow', 'cadence workflows'],
    'AWS Step Functions': ['^Step Functions', 'aws step functions', 'sfn'],
    Inngest: ['inngest'],
    'Trigger.dev': ['trigger.dev'],
    Conductor: ['netflix conductor', 'orkes conductor', 'conductor oss'],
  }, ['workflow', 'workflows', 'durable', 'orchestrate', 'orchestration', 'long-running', 'job', 'jobs', 'step', 'steps', 'activity', 'activities', 'worker', 'workers', 'background', 'run', 'execution', 'process', 'saga', 'sagas', 'engine']
  , ['workflow', 'workflows', 'activity', 'activities', 'worker', 'workers', 'durable', 'orchestration', 'saga', 'sagas']),
  plat('schema-migration-tool', 'database migration tool', {
    Flyway: ['flyway'],
    Liquibase: ['liquibase'],
    dbmate: ['dbmate'],
    Sqitch: ['sqitch'],
    Atlas: ['atlasgo', 'ariga atlas', '`atlas migrate`', '`atlas schema apply`'],
    'golang-migrate': ['golang-migrate'],
    Alembic: ['alembic'],
    'Django migrations': ['django migrations', 'makemigrations', '`manage.py makemigrations`', '`python manage.py makemigrations`'],
  }, ['migration', 'migrations', 'migrate', 'schema', 'db', 'sql', 'change', 'changes', 'apply', 'applied', 'run', 'write', 'written', 'version', 'versioned', 'manage', 'managed', 'tool']),
  plat('bi-tool', 'BI tool', {
    Looker: ['looker', 'looker studio'],
    Metabase: ['metabase'],
    Tableau: ['~tableau', 'tableau server', 'tableau cloud'],
    Superset: ['apache superset', '~superset'],
    'Power BI': ['power bi', 'powerbi'],
    Redash: ['redash'],
  }, ['dashboard', 'dashboards', 'report', 'reports', 'reporting', 'bi', 'chart', 'charts', 'visualization', 'visualize', 'analytics', 'build', 'built', 'business', 'intelligence', 'explore']
  , ['dashboard', 'dashboards', 'report', 'reports', 'reporting', 'bi', 'chart', 'charts', 'visualization', 'analytics']),
  plat('experiment-tracking', 'ML experiment tracker', {
    MLflow: ['mlflow'],
    'Weights & Biases': ['wandb', 'weights & biases', 'weights and biases', 'w&b'],
    Neptune: ['neptune.ai', '~neptune'],
    Comet: ['comet ml', 'comet.ml', 'cometml'],
    ClearML: ['clearml'],
  }, ['experiment', 'experiments', 'track', 'tracking', 'tracked', 'log', 'logged', 'logging', 'metric', 'metrics', 'run', 'runs', 'ml', 'model', 'models', 'training', 'artifact', 'artifacts', 'hyperparameter', 'hyperparameters']
  , ['experiment', 'experiments', 'tracking', 'ml', 'training', 'hyperparameter', 'hyperparameters', 'model', 'models']),

  // ------------------------------------------------------------------------------------------- observability
  plat('observability-backend', 'observability platform', {
    Datadog: ['datadog'],
    'New Relic': ['new relic', 'newrelic'],
    Prometheus: ['prometheus'],
    Honeycomb: ['honeycomb'],
    Dynatrace: ['dynatrace'],
    AppDynamics: ['appdynamics'],
    'Application Insights': ['application insights', 'app insights', 'azure monitor'],
    Instana: ['instana'],
    SigNoz: ['signoz'],
  }, ['go', 'monitoring', 'monitor', 'observability', 'send', 'export', 'report', 'apm', 'telemetry', 'instrument', 'instrumentation', 'platform', 'backend']),
  plat('log-platform', 'log platform', {
    Splunk: ['splunk'],
    Loki: ['grafana loki', '~loki'],
    Papertrail: ['papertrail'],
    'Better Stack': ['better stack', 'betterstack', 'logtail'],
    'Sumo Logic': ['sumo logic', 'sumologic'],
    Graylog: ['graylog'],
    'Logz.io': ['logz.io'],
    'ELK stack': ['elk stack', '^ELK', 'elastic stack'],
    'CloudWatch Logs': ['cloudwatch logs'],
    'Google Cloud Logging': ['google cloud logging', 'stackdriver', 'stackdriver logging'],
  }, ['log', 'logs', 'logging', 'ship', 'shipped', 'send', 'sent', 'forward', 'forwarded', 'aggregate', 'aggregation', 'aggregator', 'centralize', 'centralized', 'central', 'collect', 'collected', 'ingest', 'search', 'store', 'stored', 'observability', 'platform', 'go']
  , ['log', 'logs', 'logging', 'aggregation', 'aggregator', 'ship', 'observability']),
  plat('tracing-backend', 'tracing backend', {
    Jaeger: ['jaeger'],
    Zipkin: ['zipkin'],
    'Grafana Tempo': ['grafana tempo', '~tempo'],
    'AWS X-Ray': ['aws x-ray', 'amazon x-ray', 'aws xray'],
    Lightstep: ['lightstep'],
  }, ['go', 'trace', 'traces', 'tracing', 'span', 'spans', 'distributed', 'export', 'exported', 'send', 'sent', 'backend', 'collect', 'collected', 'view', 'store'], ['trace', 'traces', 'tracing', 'span', 'spans', 'distributed', 'opentelemetry', 'otel']),
  plat('error-tracking', 'error tracking service', {
    Sentry: ['sentry'],
    Bugsnag: ['bugsnag'],
    Rollbar: ['rollbar'],
    Honeybadger: ['honeybadger'],
    Airbrake: ['airbrake'],
    Raygun: ['raygun'],
    TrackJS: ['trackjs'],
    AppSignal: ['appsignal'],
  }, ['go', 'error', 'tracking', 'report', 'monitoring', 'exception', 'crash', 'send', 'capture', 'captured', 'track', 'unhandled', 'log']),
  plat('on-call-paging', 'on-call paging tool', {
    PagerDuty: ['pagerduty', 'pager duty'],
    Opsgenie: ['opsgenie'],
    'Splunk On-Call': ['splunk on-call', 'victorops'],
    'Grafana OnCall': ['grafana oncall'],
  }, ['go', 'alert', 'alerts', 'alerting', 'page', 'paged', 'paging', 'on-call', 'oncall', 'incident', 'incidents', 'escalate', 'escalation', 'notify', 'route', 'routed', 'rotation', 'rotations', 'schedule', 'tool']),
  plat('load-testing', 'load testing tool', {
    k6: ['k6', 'grafana k6'],
    Locust: ['locust', 'locustfile'],
    JMeter: ['jmeter', 'apache jmeter'],
    Gatling: ['gatling'],
    Artillery: ['~artillery'],
    Vegeta: ['~vegeta'],
  }, ['load', 'test', 'tests', 'perf', 'performance', 'stress', 'benchmark', 'traffic', 'write', 'written', 'scenario', 'scenarios', 'run', 'script', 'scripts', 'tool']
  , ['load', 'perf', 'performance', 'stress', 'benchmark', 'traffic', 'rps']),

  // --------------------------------------------------------------------------------------- product services
  plat('feature-flags', 'feature flag service', {
    LaunchDarkly: ['launchdarkly', 'launch darkly'],
    Unleash: ['~unleash', 'unleash proxy', 'getunleash'],
    Flagsmith: ['flagsmith'],
    GrowthBook: ['growthbook'],
    Split: ['split.io', 'harness feature flags'],
    ConfigCat: ['configcat'],
    Statsig: ['statsig'],
    Optimizely: ['optimizely'],
    'PostHog feature flags': ['posthog feature flags', 'posthog feature flag', 'posthog flags'],
    Flipt: ['flipt'],
    Flipper: ['~flipper'],
    'Firebase Remote Config': ['firebase remote config'],
  }, ['feature', 'features', 'flag', 'flags', 'flagged', 'toggle', 'toggles', 'rollout', 'rollouts', 'roll', 'gate', 'gated', 'gates', 'experiment', 'experiments', 'gradual', 'gradually', 'release', 'kill', 'switch', 'switches', 'behind', 'put', 'wrap', 'service', 'provider']
  , ['feature', 'features', 'flag', 'flags', 'toggle', 'toggles', 'rollout', 'rollouts', 'gate', 'gates', 'experiment', 'experiments']),
  plat('auth-provider', 'authentication provider', {
    Auth0: ['auth0'],
    Clerk: ['~^Clerk', 'clerk.com', '@clerk/nextjs', '@clerk/clerk-react', 'clerk auth'],
    Cognito: ['cognito', 'amazon cognito', 'aws cognito', 'cognito user pools'],
    Keycloak: ['keycloak'],
    'Firebase Auth': ['firebase auth', 'firebase authentication'],
    'Supabase Auth': ['supabase auth', 'supabase authentication', 'gotrue'],
    Okta: ['okta'],
    WorkOS: ['workos'],
    Stytch: ['stytch'],
    FusionAuth: ['fusionauth'],
    Ory: ['ory kratos', 'ory hydra', 'ory network', 'ory.sh'],
    Kinde: ['kinde'],
    Descope: ['descope'],
    'Microsoft Entra ID': ['entra id', 'microsoft entra', 'azure ad b2c', 'azure ad', 'azure active directory', 'entra external id'],
    Zitadel: ['zitadel'],
    Authentik: ['authentik'],
    NextAuth: ['nextauth', 'next-auth', 'auth.js', 'authjs', '@auth/core'],
    'Better Auth': ['better auth', 'better-auth'],
    Devise: ['~^Devise'],
    Rodauth: ['rodauth'],
  }, ['auth', 'authentication', 'authenticate', 'authn', 'login', 'log', 'sign', 'signin', 'sign-in', 'signup', 'sign-up', 'user', 'users', 'identity', 'sso', 'idp', 'provider', 'session', 'sessions', 'account', 'accounts', 'oauth', 'oidc', 'handle', 'handled', 'manage', 'managed', 'management']
  , ['auth', 'authentication', 'authenticate', 'authn', 'login', 'sign', 'signin', 'sign-in', 'signup', 'sign-up', 'user', 'users', 'identity', 'sso', 'idp', 'oauth', 'oidc', 'session', 'sessions']),
  plat('payment-provider', 'payment provider', {
    Stripe: ['stripe'],
    Braintree: ['braintree'],
    Adyen: ['adyen'],
    Square: ['~^Square', 'square payments'],
    Paddle: ['~^Paddle', 'paddle.com', 'paddle billing'],
    'Lemon Squeezy': ['lemon squeezy', 'lemonsqueezy'],
    'Checkout.com': ['checkout.com'],
    Mollie: ['mollie'],
    Razorpay: ['razorpay'],
    'Authorize.net': ['authorize.net'],
  }, ['payment', 'payments', 'pay', 'charge', 'charges', 'charging', 'checkout', 'billing', 'bill', 'subscription', 'subscriptions', 'card', 'cards', 'process', 'processed', 'processing', 'processor', 'gateway', 'provider', 'money', 'invoice', 'invoices', 'transaction', 'transactions', 'accept', 'collect', 'handle', 'handled']
  , ['payment', 'payments', 'pay', 'charge', 'checkout', 'billing', 'subscription', 'subscriptions', 'card', 'cards', 'invoice', 'transaction']),
  plat('email-delivery', 'email delivery service', {
    SendGrid: ['sendgrid', 'twilio sendgrid'],
    Postmark: ['~postmark', 'postmarkapp'],
    'Amazon SES': ['amazon ses', 'aws ses', '~^SES', 'simple email service'],
    Mailgun: ['mailgun'],
    Resend: ['resend.com', '`resend`', 'resend api', 'resend sdk'],
    'Mailchimp Transactional': ['mandrill', 'mailchimp transactional'],
    SparkPost: ['sparkpost'],
    Mailjet: ['mailjet'],
    Brevo: ['brevo', 'sendinblue'],
    Loops: ['loops.so'],
  }, ['email', 'emails', 'mail', 'mails', 'send', 'sent', 'sending', 'transactional', 'deliver', 'delivery', 'provider', 'smtp', 'outbound', 'service', 'notification', 'notifications']
  , ['email', 'emails', 'mail', 'smtp', 'transactional', 'inbox']),
  plat('sms-provider', 'SMS provider', {
    Twilio: ['twilio'],
    Vonage: ['vonage', 'nexmo'],
    MessageBird: ['messagebird', 'bird.com'],
    Plivo: ['plivo'],
    Telnyx: ['telnyx'],
    Sinch: ['sinch'],
  }, ['sms', 'text', 'texts', 'message', 'messages', 'phone', 'otp', 'verification', 'verify', 'send', 'sent', 'sending', 'provider', 'call', 'calls', 'voice', 'service']),
  plat('product-analytics', 'product analytics', {
    Amplitude: ['~amplitude'],
    Mixpanel: ['mixpanel'],
    PostHog: ['posthog', 'posthog analytics'],
    Heap: ['heap analytics', 'heap.io'],
  }, ['go', 'analytics', 'product', 'event', 'events', 'track', 'tracked', 'tracking', 'usage', 'telemetry', 'instrument', 'instrumented', 'funnel', 'funnels', 'send', 'sent', 'capture', 'captured', 'log', 'user', 'behavior']
  , ['analytics', 'event', 'events', 'track', 'tracking', 'telemetry', 'funnel', 'funnels', 'dashboard']),
  plat('customer-data-platform', 'customer data platform', {
    Segment: ['segment.io', 'segment.com', 'twilio segment', 'segment analytics', 'segment cdp', '@segment/analytics-next', '@segment/analytics-node'],
    RudderStack: ['rudderstack'],
    mParticle: ['mparticle'],
    Jitsu: ['jitsu'],
  }, ['analytics', 'event', 'events', 'track', 'tracked', 'tracking', 'cdp', 'pipeline', 'route', 'routed', 'collect', 'send', 'sent', 'customer', 'data', 'destination', 'destinations', 'source', 'sources']
  , ['analytics', 'event', 'events', 'track', 'tracking', 'cdp', 'destination', 'destinations']),
  plat('web-analytics', 'web analytics', {
    'Google Analytics': ['google analytics', 'ga4', 'universal analytics'],
    Plausible: ['plausible analytics', 'plausible.io', '~^Plausible'],
    Fathom: ['fathom analytics', 'usefathom', '~^Fathom'],
    Umami: ['~umami', 'umami analytics'],
    Matomo: ['matomo', 'piwik'],
    'Cloudflare Web Analytics': ['cloudflare web analytics'],
    'Simple Analytics': ['simpleanalytics'],
  }, ['analytics', 'web', 'site', 'website', 'page', 'pages', 'pageview', 'pageviews', 'view', 'views', 'visitor', 'visitors', 'traffic', 'track', 'tracked', 'tracking', 'privacy-friendly', 'cookie', 'script', 'add']
  , ['analytics', 'pageview', 'pageviews', 'page', 'visitor', 'visitors', 'traffic', 'tracking', 'track', 'site', 'website']),
  plat('realtime-service', 'realtime messaging service', {
    Pusher: ['pusher', 'pusher channels'],
    Ably: ['~ably', 'ably realtime'],
    PubNub: ['pubnub'],
    Liveblocks: ['liveblocks'],
  }, ['realtime', 'real-time', 'websocket', 'websockets', 'channel', 'channels', 'push', 'broadcast', 'live', 'presence', 'subscribe', 'publish', 'update', 'updates', 'event', 'events', 'service']
  , ['realtime', 'real-time', 'websocket', 'websockets', 'channel', 'channels', 'presence', 'broadcast', 'pubsub']),
  plat('image-cdn', 'image service', {
    Cloudinary: ['cloudinary'],
    imgix: ['imgix'],
    ImageKit: ['imagekit'],
    Uploadcare: ['uploadcare'],
  }, ['image', 'images', 'media', 'photo', 'photos', 'transform', 'transformation', 'resize', 'resizing', 'optimize', 'optimization', 'upload', 'uploads', 'serve', 'served', 'cdn', 'asset', 'assets', 'thumbnail', 'thumbnails', 'host', 'hosted', 'store', 'stored']),
  plat('object-storage', 'object storage', {
    S3: ['s3', 'amazon s3', 'aws s3', 's3 bucket', 's3 buckets'],
    GCS: ['gcs', 'google cloud storage', 'gcs bucket', 'gcs buckets'],
    'Azure Blob Storage': ['azure blob storage', 'azure blob', 'azure storage'],
    R2: ['cloudflare r2', '~r2'],
    'Backblaze B2': ['backblaze', 'backblaze b2'],
  }, ['go', 'storage', 'store', 'stored', 'object', 'objects', 'bucket', 'buckets', 'upload', 'uploads', 'uploaded', 'file', 'files', 'blob', 'blobs', 'asset', 'assets', 'media', 'attachment', 'attachments', 'persist', 'put', 'save', 'saved', 'keep', 'kept']
  , ['storage', 'store', 'bucket', 'buckets', 'object', 'objects', 'upload', 'uploads', 'blob', 'cloudflare']),
  plat('translation-management', 'translation management system', {
    Crowdin: ['crowdin'],
    Lokalise: ['lokalise'],
    Phrase: ['phrase.com', 'phraseapp', 'phrase strings', 'phrase tms'],
    Transifex: ['transifex'],
    Weblate: ['weblate'],
    Tolgee: ['tolgee'],
    POEditor: ['poeditor'],
    Locize: ['locize'],
  }, ['translation', 'translations', 'translate', 'translated', 'translator', 'translators', 'localization', 'localize', 'localized', 'i18n', 'l10n', 'string', 'strings', 'locale', 'locales', 'sync', 'synced', 'upload', 'uploaded', 'manage', 'managed', 'key', 'keys', 'copy', 'platform']),
  plat('headless-cms', 'CMS', {
    Contentful: ['contentful'],
    Sanity: ['sanity.io', 'sanity studio', 'sanity cms', '@sanity/client'],
    Strapi: ['strapi'],
    Prismic: ['prismic'],
    Storyblok: ['storyblok'],
    DatoCMS: ['datocms'],
    'Payload CMS': ['payload cms', 'payloadcms'],
    Directus: ['directus'],
    'Ghost': ['ghost cms'],
    Hygraph: ['hygraph', 'graphcms'],
    'Decap CMS': ['decap cms', 'netlify cms'],
    TinaCMS: ['tinacms', 'tina cms'],
    'Builder.io': ['builder.io'],
  }, ['cms', 'content', 'headless', 'editor', 'editors', 'editorial', 'page', 'pages', 'post', 'posts', 'blog', 'model', 'models', 'schema', 'manage', 'managed', 'author', 'authored', 'entry', 'entries', 'marketing', 'copy', 'store', 'stored', 'live']
  , ['cms', 'content', 'headless', 'editor', 'editors', 'editorial', 'studio', 'groq', 'schema']),
  plat('map-provider', 'map provider', {
    'Google Maps': ['google maps', 'google maps platform', 'google maps api'],
    Mapbox: ['mapbox', 'mapbox gl', 'mapbox-gl'],
    MapLibre: ['maplibre', 'maplibre gl', 'maplibre-gl'],
    MapKit: ['mapkit', 'mapkit js'],
    HERE: ['here maps', 'here sdk'],
  }, ['map', 'maps', 'mapping', 'tile', 'tiles', 'geocode', 'geocoding', 'location', 'render', 'rendered', 'display', 'show', 'provider', 'library', 'sdk', 'route', 'routing', 'directions']),
  plat('coverage-service', 'coverage reporting service', {
    Codecov: ['codecov'],
    Coveralls: ['coveralls'],
  }, ['coverage', 'report', 'reports', 'upload', 'uploaded', 'send', 'sent', 'track', 'tracked', 'service', 'badge', 'test', 'tests']),
  plat('api-client-tool', 'API client tool', {
    Postman: ['postman', 'postman collection', 'postman collections'],
    Insomnia: ['~insomnia'],
    Bruno: ['~bruno', 'usebruno'],
    Hoppscotch: ['hoppscotch'],
  }, ['api', 'apis', 'collection', 'collections', 'request', 'requests', 'call', 'calls', 'test', 'manual', 'manually', 'endpoint', 'endpoints', 'environment', 'environments', 'keep', 'kept', 'store', 'stored', 'share', 'shared', 'client', 'tool']
  , ['api', 'apis', 'collection', 'collections', 'request', 'requests', 'endpoint', 'endpoints', 'http', 'rest']),

  // ----------------------------------------------------------------------------------------- security tooling
  plat('secret-scanner', 'secret scanner', {
    gitleaks: ['gitleaks'],
    TruffleHog: ['trufflehog'],
    'detect-secrets': ['detect-secrets', 'yelp detect-secrets'],
    'git-secrets': ['git-secrets'],
    GitGuardian: ['gitguardian', 'ggshield'],
  }, ['secret', 'secrets', 'scan', 'scanned', 'scanning', 'scanner', 'leak', 'leaks', 'leaked', 'credential', 'credentials', 'detect', 'detection', 'commit', 'commits', 'check', 'checks', 'hook', 'hooks', 'pre-commit', 'run', 'catch', 'tool']),
  plat('image-scanner', 'container image scanner', {
    Trivy: ['trivy'],
    Grype: ['grype'],
    Clair: ['~clair'],
    'Docker Scout': ['docker scout'],
    'Snyk Container': ['snyk container'],
  }, ['scan', 'scanned', 'scanning', 'scanner', 'image', 'images', 'container', 'containers', 'vulnerability', 'vulnerabilities', 'cve', 'cves', 'security', 'check', 'checks', 'run', 'tool']
  , ['scan', 'scanning', 'scanner', 'image', 'images', 'container', 'vulnerability', 'vulnerabilities', 'cve', 'cves']),

  // ------------------------------------------------------------------------------------ collaboration & process
  plat('issue-tracker', 'issue tracker', {
    Jira: ['jira'],
    Linear: ['~^Linear', 'linear.app', 'linear issue', 'linear issues', 'linear ticket', 'linear tickets'],
    'GitHub Issues': ['github issues', 'github issue', 'gh issue', '`gh issue create`'],
    'GitLab Issues': ['gitlab issues', 'gitlab issue'],
    YouTrack: ['youtrack'],
    Shortcut: ['shortcut story', 'shortcut stories', 'shortcut.com', 'app.shortcut.com'],
    ClickUp: ['clickup'],
    Asana: ['asana'],
    Trello: ['trello'],
    Redmine: ['redmine'],
    Bugzilla: ['bugzilla'],
    'Azure Boards': ['azure boards', 'azure devops work items', 'azure devops boards'],
    'Pivotal Tracker': ['pivotal tracker'],
  }, ['go', 'issue', 'issues', 'ticket', 'tickets', 'task', 'tasks', 'bug', 'bugs', 'track', 'tracked', 'tracking', 'tracker', 'backlog', 'story', 'stories', 'project', 'board', 'file', 'filed', 'report', 'reported', 'work', 'item', 'items', 'epic', 'epics', 'sprint', 'sprints', 'reference', 'link', 'linked', 'create', 'created', 'open', 'opened', 'log', 'logged', 'raise', 'manage', 'managed', 'plan', 'planning', 'feature', 'request', 'requests']
  , ['issue', 'issues', 'ticket', 'tickets', 'task', 'tasks', 'bug', 'bugs', 'track', 'tracked', 'tracker', 'backlog', 'story', 'stories', 'epic', 'epics', 'sprint', 'sprints', 'board', 'project', 'cycle']),
  plat('code-review-system', 'code review system', {
    'GitHub pull requests': ['github pull request', 'github pull requests', 'github pr', 'github prs'],
    'GitLab merge requests': ['gitlab merge request', 'gitlab merge requests', 'gitlab mr', 'gitlab mrs'],
    'Bitbucket pull requests': ['bitbucket pull request', 'bitbucket pull requests', 'bitbucket pr', 'bitbucket prs'],
    Gerrit: ['gerrit', 'gerrit change', 'gerrit changes', 'gerrit review'],
    Phabricator: ['phabricator', '`arc diff`', 'phabricator differential'],
    'mailing-list patches': ['git send-email', '`git send-email`', 'patches to the mailing list'],
  }, ['review', 'reviews', 'reviewed', 'code', 'change', 'changes', 'submit', 'submitted', 'send', 'sent', 'upload', 'uploaded', 'open', 'opened', 'propose', 'proposed', 'contribution', 'contributions', 'contribute', 'patch', 'patches', 'land', 'landed', 'merge', 'merged', 'pr']),
  plat('branching-model', 'branching model', {
    'trunk-based': ['trunk-based development', 'trunk-based', 'trunk based development'],
    'Git Flow': ['git flow', 'gitflow', 'git-flow'],
    'GitHub Flow': ['github flow'],
    'GitLab Flow': ['gitlab flow'],
    OneFlow: ['oneflow'],
  }, ['branch', 'branching', 'workflow', 'model', 'follow', 'git', 'strategy', 'develop', 'main', 'master', 'feature', 'release', 'releases', 'hotfix', 'hotfixes']),
  plat('commit-convention', 'commit message convention', {
    'Conventional Commits': ['conventional commits', 'conventional commit', 'conventional-commits', 'conventional commit format', 'semantic commit messages', 'semantic commits', 'angular convention', 'angular commit convention', 'angular commit conventions', 'angular commit message format', 'angular commit guidelines', 'angular-style commits', 'angular-style commit messages'],
    gitmoji: ['gitmoji'],
  }, ['commit', 'msg', 'format', 'convention', 'follow']),
  plat('versioning-scheme', 'versioning scheme', {
    SemVer: ['semver', 'semantic versioning', 'semantic version numbers', 'semantic versions'],
    CalVer: ['calver', 'calendar versioning', 'calendar-based versioning', 'date-based versioning', 'date-based versions'],
  }, ['version', 'versioning', 'release', 'follow', 'scheme', 'number', 'numbering', 'tag', 'tags']),
  plat('dependency-update-bot', 'dependency update bot', {
    Dependabot: ['dependabot'],
    Renovate: ['renovatebot', 'renovate bot', '`renovate.json`', 'renovate.json', '~renovate'],
    Depfu: ['depfu'],
    PyUp: ['pyup', 'pyup.io'],
  }, ['dep', 'update', 'updates', 'updated', 'upgrade', 'upgrades', 'bot', 'bots', 'pr', 'bump', 'bumps', 'version', 'versions', 'automate', 'automated', 'automatic', 'automatically', 'package', 'packages', 'lockfile', 'keep', 'kept', 'handle', 'handled', 'manage', 'managed', 'open', 'opened']
  , ['dep', 'update', 'updates', 'upgrade', 'upgrades', 'bot', 'bump', 'bumps', 'version', 'versions', 'lockfile', 'pr', 'package', 'packages']),
  plat('version-range-policy', 'dependency version policy', {
    'exact versions': ['pin exact versions', 'pinned exact versions', 'pinned to exact versions', 'pin to exact versions', 'pin dependencies to exact versions', 'exact version pins', 'exact pins', 'exact pinning', 'save-exact', '--save-exact', '`--save-exact`', '`save-exact=true`'],
    'version ranges': ['caret range', 'caret ranges', 'caret versions', 'tilde range', 'tilde ranges', 'semver ranges', 'semver range'],
  }, ['dep', 'version', 'versions', 'pin', 'pinned', 'package', 'packages', 'range', 'ranges', 'specify', 'specified', 'specifier', 'specifiers', 'install', 'add', 'added', 'require', 'requirement', 'requirements', 'constraint', 'constraints', 'declare', 'declared', 'package.json']),
  plat('license', 'license', {
    MIT: ['^MIT', 'mit license', 'mit-licensed', 'mit licensed', ...DUAL_MIT_APACHE],
    'Apache-2.0': ['apache-2.0', 'apache 2.0', 'apache license', 'apache license 2.0', 'apache license, version 2.0', 'apache-2', 'apache2 license', 'asl 2.0', 'asl2', ...DUAL_MIT_APACHE],
    GPL: ['gpl', 'gplv2', 'gplv3', 'gpl-2.0', 'gpl-3.0', 'gpl-2.0-only', 'gpl-3.0-only', 'gpl-3.0-or-later', 'gpl-2.0-or-later', 'gnu general public license'],
    AGPL: ['agpl', 'agplv3', 'agpl-3.0', 'agpl-3.0-only', 'agpl-3.0-or-later', 'gnu affero general public license'],
    LGPL: ['lgpl', 'lgplv3', 'lgplv2.1', 'lgpl-2.1', 'lgpl-3.0'],
    MPL: ['^MPL', 'mpl-2.0', 'mpl 2.0', 'mpl license', 'mozilla public license'],
    BSD: ['bsd license', 'bsd-3-clause', 'bsd-2-clause', '3-clause bsd', '2-clause bsd', 'bsd-licensed', 'new bsd license'],
    ISC: ['isc license', '^ISC'],
    Unlicense: ['unlicense', 'the unlicense'],
    'BUSL': ['busl', 'busl-1.1', 'business source license'],
  }, ['license', 'licensed', 'licensing', 'licence', 'licenced', 'release', 'released', 'code', 'project', 'header', 'headers', 'spdx', 'file', 'files', 'source', 'distribute', 'distributed', 'new', 'open', 'open-source', 'contribution', 'contributions', 'identifier']
  , ['license', 'licensed', 'licensing', 'licence', 'spdx', 'open-source']),

  // --------------------------------------------------------------------------------------- docs & formats
  plat('docs-site', 'documentation site generator', {
    Docusaurus: ['docusaurus'],
    VitePress: ['vitepress'],
    MkDocs: ['mkdocs', 'mkdocs material', 'mkdocs-material', 'material for mkdocs'],
    Sphinx: ['sphinx'],
    Storybook: ['~storybook docs'],
    GitBook: ['gitbook'],
    Docsify: ['docsify'],
    Nextra: ['nextra'],
    Starlight: ['~starlight', 'astro starlight', '@astrojs/starlight'],
    mdBook: ['mdbook'],
    Mintlify: ['mintlify'],
    Antora: ['antora'],
    VuePress: ['vuepress'],
    Fumadocs: ['fumadocs'],
    'Jupyter Book': ['jupyter book', 'jupyter-book'],
  }, ['doc', 'site', 'build', 'write', 'generate', 'page', 'documentation', 'website', 'generator', 'static', 'theme', 'author', 'publish', 'render', 'host']
  , ['doc', 'documentation', 'site', 'website', 'page', 'astro']),
  plat('doc-markup', 'markup language', {
    Markdown: ['markdown', 'commonmark', 'gfm', 'github-flavored markdown', 'github flavored markdown', 'myst', 'myst markdown'],
    reStructuredText: ['restructuredtext', 'rst', 'rest markup', '.rst'],
    AsciiDoc: ['asciidoc', 'asciidoctor', 'adoc', '.adoc'],
    'Org mode': ['org-mode', 'org mode'],
  }, ['write', 'written', 'author', 'authored', 'format', 'markup', 'source', 'syntax', 'language']),
  plat('prose-linter', 'prose linter', {
    Vale: ['~vale', 'vale.sh', 'vale cli', '`vale`', '.vale.ini'],
    proselint: ['proselint'],
    'write-good': ['write-good'],
    textlint: ['textlint'],
  }, ['prose', 'lint', 'linted', 'linting', 'style', 'doc', 'documentation', 'writing', 'text', 'check', 'checked', 'checker', 'run', 'rule', 'rules', 'guide', 'word', 'words', 'copy', 'tool']
  , ['prose', 'lint', 'linting', 'style', 'doc', 'documentation', 'writing', 'text', 'copy', 'markdown', 'rule', 'rules']),
  plat('markdown-linter', 'Markdown linter', {
    markdownlint: ['markdownlint', 'markdownlint-cli', 'markdownlint-cli2', 'markdownlint cli', '.markdownlint.json', '`mdl`'],
    'remark-lint': ['remark-lint', 'remark lint'],
    PyMarkdown: ['pymarkdown', 'pymarkdownlnt'],
    rumdl: ['rumdl'],
  }, ['markdown', 'lint', 'linted', 'linting', 'linter', 'doc', 'documentation', 'file', 'files', 'check', 'checked', 'run', 'rule', 'rules', 'style', 'md', 'tool']),
  plat('spell-checker', 'spell checker', {
    cspell: ['cspell', 'code spell checker', 'cspell.json'],
    codespell: ['codespell'],
    typos: ['`typos`', 'typos-cli', 'typos cli', 'crate-ci/typos', '_typos.toml'],
    'Harper': ['harper-ls'],
  }, ['spell', 'spelling', 'spellcheck', 'spell-check', 'check', 'checked', 'checker', 'typo', 'typos', 'doc', 'comment', 'comments', 'lint', 'catch', 'word', 'words', 'dictionary', 'run', 'code', 'tool']
  , ['spell', 'spelling', 'spellcheck', 'spell-check', 'typo', 'typos', 'dictionary']),
  plat('diagram-tool', 'diagram tool', {
    Mermaid: ['mermaid', 'mermaid.js', 'mermaidjs'],
    PlantUML: ['plantuml'],
    Graphviz: ['graphviz', 'dot language'],
    'draw.io': ['draw.io', 'diagrams.net', 'drawio'],
    Excalidraw: ['excalidraw'],
    D2: ['d2lang', '~d2'],
    Structurizr: ['structurizr'],
  }, ['diagram', 'diagrams', 'chart', 'charts', 'flowchart', 'flowcharts', 'draw', 'drawn', 'doc', 'documentation', 'architecture', 'flow', 'sequence', 'visual', 'visualize', 'render', 'rendered', 'embed', 'write', 'written', 'create', 'source']
  , ['diagram', 'diagrams', 'flowchart', 'flowcharts', 'chart', 'charts', 'architecture', 'sequence']),
  plat('api-spec-format', 'API description format', {
    OpenAPI: ['openapi', 'swagger', 'openapi spec', 'openapi specification', 'oas'],
    RAML: ['raml'],
    'API Blueprint': ['api blueprint', 'apiary'],
  }, ['api', 'apis', 'spec', 'specs', 'specification', 'contract', 'contracts', 'document', 'documented', 'describe', 'described', 'description', 'define', 'defined', 'definition', 'definitions', 'schema', 'endpoint', 'endpoints', 'format', 'write', 'written', 'doc', 'documentation', 'rest', 'http']),
  plat('config-file-format', 'configuration file format', {
    YAML: ['yaml config', 'yaml configs', 'yaml configuration', 'yaml config file', 'yaml config files', 'yaml configuration file', 'yaml configuration files'],
    TOML: ['toml config', 'toml configs', 'toml configuration', 'toml config file', 'toml config files', 'toml configuration file', 'toml configuration files'],
    JSON: ['json config', 'json configs', 'json configuration', 'json config file', 'json config files', 'json configuration file', 'json configuration files'],
    HCL: ['hcl config', 'hcl configuration'],
    INI: ['ini config', 'ini configuration', 'ini files'],
  }, ['config', 'configuration', 'file', 'files', 'format', 'setting', 'settings', 'write', 'written', 'store', 'stored', 'keep', 'kept', 'put', 'define', 'defined', 'new']),
  plat('date-format', 'date/time format', {
    'ISO 8601': ['iso 8601', 'iso-8601', 'iso8601', 'rfc 3339', 'rfc3339', 'rfc-3339', 'iso format', 'iso timestamps', 'iso timestamp', 'iso strings', 'iso string', 'iso date strings', 'iso-formatted', 'iso dates', '`toisostring()`', '`.toisostring()`', '`isoformat()`', '`.isoformat()`'],
    'Unix timestamps': ['unix timestamp', 'unix timestamps', 'unix time', 'unix epoch', 'epoch seconds', 'epoch milliseconds', 'epoch millis', 'epoch ms', 'epoch time', 'epoch timestamps', 'epoch timestamp', 'seconds since the epoch', 'milliseconds since the epoch', 'posix timestamps'],
    'RFC 2822': ['rfc 2822', 'rfc2822', 'rfc 1123', 'rfc1123', 'rfc 822', 'rfc822'],
  }, ['date', 'dates', 'time', 'times', 'timestamp', 'timestamps', 'datetime', 'datetimes', 'format', 'formatted', 'serialize', 'serialized', 'serialization', 'represent', 'represented', 'string', 'strings', 'value', 'values', 'encode', 'encoded', 'use', 'utc']),
  plat('log-format', 'log format', {
    'JSON logs': ['json logs', 'json logging', 'json log lines', 'json-formatted logs', 'structured json logs', 'structured json logging', 'json log format', 'json log entries'],
    logfmt: ['logfmt'],
    'plain-text logs': ['plain text logs', 'plain-text logs', 'plain text logging', 'plain-text logging', 'unstructured logs', 'unstructured logging', 'plaintext logs'],
  }, ['log', 'logs', 'logging', 'logged', 'logger', 'format', 'formatted', 'line', 'lines', 'emit', 'emitted', 'write', 'written', 'structured', 'production', 'prod', 'stdout', 'entry', 'entries']),
  plat('id-format', 'ID format', {
    UUID: ['uuid', 'uuids', 'guid', 'guids'],
    ULID: ['ulid', 'ulids'],
    nanoid: ['nanoid', 'nanoids', 'nano id', 'nano ids'],
    CUID: ['cuid', 'cuids', 'cuid2'],
    KSUID: ['ksuid', 'ksuids'],
    'auto-increment integers': ['auto-increment', 'auto-incrementing', 'autoincrement', 'autoincrementing', 'auto increment', 'auto-increment ids', 'serial ids', 'sequential ids', 'sequential integer ids', 'integer ids', 'bigserial', 'serial primary keys'],
    'Snowflake IDs': ['snowflake id', 'snowflake ids'],
  }, ['id', 'ids', 'identifier', 'identifiers', 'primary', 'key', 'keys', 'pk', 'pks', 'generate', 'generated', 'column', 'columns', 'record', 'records', 'row', 'rows', 'entity', 'entities', 'unique', 'new', 'table', 'tables', 'model', 'models', 'db', 'object', 'objects', 'resource', 'resources']
  , ['id', 'ids', 'identifier', 'identifiers', 'primary', 'key', 'keys', 'pk', 'column', 'columns']),
  plat('sql-formatter', 'SQL formatter', {
    SQLFluff: ['sqlfluff'],
    sqlfmt: ['sqlfmt'],
    pgFormatter: ['pgformatter', 'pg_format'],
    'sql-formatter': ['sql-formatter'],
  }, ['sql', 'format', 'formatted', 'formatting', 'lint', 'linted', 'linting', 'query', 'queries', 'style', 'file', 'files', 'model', 'models', 'run', 'tool']),
  plat('protobuf-tooling', 'Protobuf toolchain', {
    Buf: ['buf cli', 'buf generate', 'buf lint', '`buf generate`', '`buf lint`', '`buf breaking`', '`buf format`', 'buf.build', 'buf.yaml', 'buf.gen.yaml'],
    protoc: ['protoc', '`protoc`'],
  }, ['proto', 'protos', 'protobuf', 'protobufs', 'protocol', 'buffers', 'generate', 'generated', 'generation', 'codegen', 'compile', 'compiled', 'stub', 'stubs', 'code', 'lint', 'run', 'schema', 'schemas', 'grpc', 'tool', 'invoke', 'directly']
  , ['proto', 'protos', 'protobuf', 'protobufs', 'grpc', 'codegen', 'stub', 'stubs', 'schema', 'schemas']),
];
