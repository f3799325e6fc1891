// A real WordPress for the browser tests: Debian's `wordpress` package (6.1) copied into a temp
// folder with a wp-config.php of its own, on a database of its own in MariaDB, served by `php -S`
// on a free loopback port. It needs no network and touches nothing outside its temp folder but its
// database (and its user) on a MariaDB that was already running.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/dev-server.ts';

/** Where Debian's package puts WordPress. */
const WORDPRESS_DIR = '/usr/share/wordpress';
/** The socket of the system's MariaDB (Debian's default), used when a server answers there. */
const SYSTEM_SOCKET = '/run/mysqld/mysqld.sock';
/** The themes the package set installs; twentytwentythree is WordPress 6.1's default. */
export const THEMES = ['twentytwentyone', 'twentytwentytwo', 'twentytwentythree'] as const;
type Theme = (typeof THEMES)[number];

/** A role of WordPress's own. */
type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';

/** A user of the site. */
interface SiteUser {
  id: number;
  login: string;
  password: string;
}

/** A post to create: `content` is stored as given (block comments make it a block-editor post). */
interface NewPost {
  title: string;
  content: string;
  /** The author's user id; the administrator by default. */
  author?: number;
  /** 'post' by default. */
  type?: 'post' | 'page';
}

/** A published post. */
export interface Post {
  id: number;
  /** Its permalink: `<url>/?p=<id>` with the default permalink settings. */
  url: string;
  /** The content as WordPress stored it (what kses left of it for an author without unfiltered_html). */
  content: string;
}

/** A user logged in through wp-login.php, for the REST API (cookie + nonce, as the editor calls it). */
export interface Session {
  /** The Cookie header of the session. */
  cookie: string;
  /** The wp_rest nonce that goes with it (X-WP-Nonce). */
  nonce: string;
  /** Calls the REST API (`/wp/v2/posts`, …) as this user; a JSON body when `body` is given. */
  rest(route: string, body?: unknown): Promise<Response>;
}

/** A running site. */
export interface WordPressSite {
  /** http://127.0.0.1:<port>, the site's home. */
  url: string;
  /** The administrator the site was installed with. */
  admin: SiteUser;
  /** Whether it started a MariaDB of its own (none was running), or used the system's. */
  database: 'own' | 'system';
  /** How long each step of the start took, in ms. */
  timings: Record<string, number>;
  /** Runs `body` (PHP statements, `$args` in scope) with WordPress loaded; resolves with what it returns (as JSON). */
  php<T = unknown>(body: string, args?: unknown): Promise<T>;
  /** Activates a theme. */
  switchTheme(theme: Theme): Promise<void>;
  /** Creates a user with `role`. */
  createUser(login: string, role: Role): Promise<SiteUser>;
  /** Logs `user` in as a browser would, through wp-login.php. */
  login(user: SiteUser): Promise<Session>;
  /**
   * Installs a plugin from its zip as Plugins → Upload does (Plugin_Upgrader: unpacked, its header
   * checked) and activates it; resolves with its file (`folder/main.php`).
   */
  installPlugin(zip: string): Promise<string>;
  /** Publishes a post as its author would from the editor: kses filters it when they lack unfiltered_html. */
  createPost(post: NewPost): Promise<Post>;
  /** Publishes posts as createPost does, with one PHP run for all. */
  createPosts(posts: NewPost[]): Promise<Post[]>;
  /** What WordPress logged (WP_DEBUG_LOG): notices, warnings, errors; '' when nothing. */
  debugLog(): string;
  /**
   * Lets the site's HTTP client fetch from `origin` (http://127.0.0.1:<port>), which it refuses as a
   * loopback host on an unusual port: oEmbed discovery of the widgets' pages needs it. A must-use
   * plugin of this test site only, never of the shipped plugin.
   */
  allowRequestsTo(origin: string): Promise<void>;
  /** Stops what it started and removes its database, its user and its files. */
  stop(): Promise<void>;
}

/** How `startWordPress` starts it. */
interface WordPressOptions {
  /** The theme active after the install; WordPress's default otherwise. */
  theme?: Theme;
  /** Milliseconds to wait for MariaDB and for `php -S` to answer. */
  timeoutMs?: number;
  /**
   * SCRIPT_DEBUG: WordPress's scripts unminified, React's development build among them, whose
   * warnings name the component (and script) that caused them.
   */
  scriptDebug?: boolean;
}

interface Process {
  exited(): boolean;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `command` in a process group of its own (`php -S` forks its workers), its output kept (the
 * last 64 KB) for error messages; `stop()` ends the group.
 */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Process {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      output += String(error);
      exited = true;
      resolve();
    });
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  return {
    exited: () => exited,
    output: () => output,
    async stop() {
      if (exited) return;
      // Spawned detached, it leads its own process group, whose id is its pid.
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // Nothing of the group is left.
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
      // php -S's workers may outlive their parent for a moment.
      signal('SIGKILL');
    },
  };
}

/** Runs `command` to its end; rejects with its output when it fails. */
function run(command: string, args: string[], input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
    // A command may exit without reading its input (mariadb without a server): its status tells, not the pipe.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input);
  });
}

/** Calls `check` until it resolves true; rejects with `describe()` when `giveUp()` or the time is up. */
async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  giveUp: () => boolean,
  describe: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (giveUp()) throw new Error(`${what} stopped before it answered:\n${describe()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs} ms:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');
/** A PHP single-quoted string literal. */
const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** SQL for the MariaDB on `socket`, as root (unix-socket authentication on Debian's, no password on ours). */
const sql = (socket: string, statements: string) =>
  run('mariadb', ['--no-defaults', `--socket=${socket}`, '--user=root', '--batch', '--skip-column-names'], statements);

const answers = (socket: string) =>
  sql(socket, 'SELECT 1').then(
    () => true,
    () => false,
  );

/**
 * Installs WordPress into a temp folder and serves it; resolves once its home page answers. A
 * failed start undoes what it did before it rejects.
 */
export async function startWordPress({
  theme,
  timeoutMs = 30_000,
  scriptDebug = false,
}: WordPressOptions = {}): Promise<WordPressSite> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    const errors: unknown[] = [];
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop())
      await cleanup().catch((error: unknown) => errors.push(error));
    if (errors.length > 0) throw new AggregateError(errors, 'WordPress did not stop cleanly');
  };
  const timings: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const begin = performance.now();
    const result = await work();
    timings[step] = Math.round(performance.now() - begin);
    return result;
  };

  try {
    const dir = await mkdtemp(join(tmpdir(), 'orebit-wp-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const root = join(dir, 'site');
    const logFile = join(dir, 'debug.log');

    // The system's MariaDB when one answers, else one of our own on a socket in the temp folder.
    const database = await timed('mariadb', async () => {
      if (await answers(SYSTEM_SOCKET)) return { socket: SYSTEM_SOCKET, own: false };
      const data = join(dir, 'mariadb');
      const socket = join(data, 'mysqld.sock');
      // Small InnoDB files and no durability: a throwaway server that starts in well under a second.
      const tuning = [
        '--innodb-log-file-size=4M',
        '--innodb-buffer-pool-size=32M',
        '--innodb-flush-log-at-trx-commit=0',
        '--skip-name-resolve',
      ];
      await run('mariadb-install-db', [
        '--no-defaults',
        `--datadir=${join(data, 'data')}`,
        `--user=${userInfo().username}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        ...tuning,
      ]);
      const server = start(existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd', [
        '--no-defaults',
        `--datadir=${join(data, 'data')}`,
        `--socket=${socket}`,
        `--pid-file=${join(data, 'mysqld.pid')}`,
        `--log-error=${join(data, 'error.log')}`,
        `--user=${userInfo().username}`,
        '--skip-networking',
        '--skip-log-bin',
        ...tuning,
      ]);
      cleanups.push(() => server.stop());
      const errors = () =>
        server.output() + (existsSync(join(data, 'error.log')) ? readFileSync(join(data, 'error.log'), 'utf8') : '');
      await waitFor('mariadbd', () => answers(socket), server.exited, errors, timeoutMs);
      return { socket, own: true };
    });

    // A database and a user of its own, so that it can share a running server.
    const name = `orebit_wp_${token(6)}`;
    const dbPassword = token(16);
    await sql(
      database.socket,
      `CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;` +
        `CREATE USER '${name}'@'localhost' IDENTIFIED BY '${dbPassword}';` +
        `GRANT ALL PRIVILEGES ON ${name}.* TO '${name}'@'localhost';`,
    );
    cleanups.push(() =>
      sql(database.socket, `DROP DATABASE IF EXISTS ${name}; DROP USER IF EXISTS '${name}'@'localhost';`),
    );

    // Debian's tree points wp-config.php to /etc/wordpress and wp-content to /var/lib/wordpress
    // (whose themes are symlinks back): the copy takes real files and is its own wp-content.
    // cp(1) copies the 70 MB in a few tenths of a second, Node's fs.cp in two seconds.
    await timed('copy', () => run('cp', ['--recursive', '--dereference', WORDPRESS_DIR, root]));
    await Promise.all([rm(join(root, 'wp-config.php')), rm(join(root, '.htaccess'))]);
    await mkdir(join(root, 'wp-content', 'uploads'), { recursive: true });
    // Admin pages check for updates on every load, and log a warning when the check cannot connect:
    // the site is offline, so none are asked for.
    await mkdir(join(root, 'wp-content', 'mu-plugins'));
    await writeFile(
      join(root, 'wp-content', 'mu-plugins', 'offline.php'),
      "<?php\nforeach (['_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes'] as $check) {\n" +
        "  remove_action('admin_init', $check);\n}\n",
    );
    // Browsers ask every site for /favicon.ico and log the 404 of one that has none: WordPress's logo it is.
    await copyFile(join(root, 'wp-includes', 'images', 'w-logo-blue-white-bg.png'), join(root, 'favicon.ico'));

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const salts = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ];
    const constants: Record<string, string | boolean> = {
      DB_NAME: name,
      DB_USER: name,
      DB_PASSWORD: dbPassword,
      // WordPress reads "host:/path" as a Unix socket.
      DB_HOST: `localhost:${database.socket}`,
      DB_CHARSET: 'utf8mb4',
      DB_COLLATE: '',
      ...Object.fromEntries(salts.map((salt) => [salt, token(32)])),
      WP_HOME: url,
      WP_SITEURL: url,
      WP_DEBUG: true,
      SCRIPT_DEBUG: scriptDebug,
      WP_DEBUG_LOG: logFile,
      WP_DEBUG_DISPLAY: false,
      // Fatal errors go to the log rather than to a recovery-mode email.
      WP_DISABLE_FATAL_ERROR_HANDLER: true,
      // Nothing calls out: no cron requests, no update checks, no HTTP to any host but this one.
      DISABLE_WP_CRON: true,
      AUTOMATIC_UPDATER_DISABLED: true,
      WP_AUTO_UPDATE_CORE: false,
      DISALLOW_FILE_MODS: true,
      WP_HTTP_BLOCK_EXTERNAL: true,
    };
    const config =
      '<?php\n' +
      Object.entries(constants)
        .map(
          ([constant, value]) =>
            `define('${constant}', ${typeof value === 'boolean' ? String(value) : phpString(value)});\n`,
        )
        .join('') +
      "$table_prefix = 'wp_';\n" +
      "if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');\n" +
      "require_once ABSPATH . 'wp-settings.php';\n";
    await writeFile(join(root, 'wp-config.php'), config);

    const php = async <T>(body: string, args: unknown = null, { installing = false } = {}): Promise<T> => {
      // The request WordPress would see from a browser, so that nothing it reads from $_SERVER is missing.
      const script =
        '<?php\n' +
        `$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';\n` +
        "$_SERVER['SERVER_NAME'] = '127.0.0.1';\n" +
        `$_SERVER['SERVER_PORT'] = '${port}';\n` +
        "$_SERVER['REQUEST_URI'] = '/';\n" +
        "$_SERVER['REQUEST_METHOD'] = 'GET';\n" +
        "$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';\n" +
        (installing ? "define('WP_INSTALLING', true);\n" : '') +
        `require ${phpString(join(root, 'wp-load.php'))};\n` +
        `$args = json_decode(base64_decode('${Buffer.from(JSON.stringify(args)).toString('base64')}'), true);\n` +
        `echo json_encode((function ($args) {\n${body}\n})($args));\n`;
      const stdout = await run('php', ['-d', 'display_errors=stderr'], script).catch((error: Error) => {
        throw new Error(`${error.message}\nWordPress's log:\n${debugLog()}`);
      });
      try {
        return JSON.parse(stdout) as T;
      } catch {
        throw new Error(`PHP printed more than its result:\n${stdout}`);
      }
    };
    const debugLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

    const admin = { login: 'admin', password: token(12) };
    const adminId = await timed('install', () =>
      php<number>(
        // The install's "your new site" email would go to a sendmail there is none of, and its probe
        // for pretty permalinks requests a site not served yet (WordPress 6.1's HTTP library then logs
        // PHP 8.2 deprecations): plain `?p=ID` permalinks it is.
        'function wp_new_blog_notification() {}\n' +
          "add_filter('pre_http_request', fn () => new WP_Error('offline', 'No requests during the install'));\n" +
          "require_once ABSPATH . 'wp-admin/includes/upgrade.php';\n" +
          "$installed = wp_install('Orebit partner blog', $args['login'], 'admin@example.test', false, '',\n" +
          "  wp_slash($args['password']));\n" +
          "if ($args['theme']) switch_theme($args['theme']);\n" +
          "return $installed['user_id'];",
        { ...admin, theme: theme ?? null },
        { installing: true },
      ),
    );

    await timed('serve', async () => {
      // Workers: the browser asks for a page's styles and scripts at once, and one PHP would serve them in turn.
      const server = start('php', ['-S', `127.0.0.1:${port}`, '-t', root], {
        ...process.env,
        PHP_CLI_SERVER_WORKERS: '4',
      });
      cleanups.push(() => server.stop());
      const home = async () => (await fetch(url, { redirect: 'manual' })).status === 200;
      await waitFor('php -S', home, server.exited, server.output, timeoutMs);
    });

    // As the author: kses filters the content of those without unfiltered_html, as on a real save.
    const createPosts = (posts: NewPost[]) =>
      php<Post[]>(
        'return array_map(function ($post) {\n' +
          "  wp_set_current_user($post['author']);\n" +
          "  $id = wp_insert_post(wp_slash(['post_title' => $post['title'], 'post_content' => $post['content'], " +
          "'post_status' => 'publish', 'post_type' => $post['type'], 'post_author' => $post['author']]), true);\n" +
          '  if (is_wp_error($id)) throw new Exception($id->get_error_message());\n' +
          "  return ['id' => $id, 'url' => get_permalink($id), 'content' => get_post_field('post_content', $id)];\n" +
          '}, $args);',
        posts.map((post) => ({ type: 'post', author: adminId, ...post })),
      );

    return {
      url,
      admin: { id: adminId, ...admin },
      database: database.own ? 'own' : 'system',
      timings,
      php: (body, args) => php(body, args),
      async switchTheme(next) {
        await php('switch_theme($args); return get_stylesheet();', next).then((active) => {
          if (active !== next) throw new Error(`switch_theme('${next}') left ${String(active)} active`);
        });
      },
      async createUser(login, role) {
        const password = token(12);
        const id = await php<number>(
          "$id = wp_insert_user(['user_login' => $args['login'], 'user_pass' => $args['password'],\n" +
            "  'user_email' => $args['login'] . '@example.test', 'role' => $args['role']]);\n" +
            'if (is_wp_error($id)) throw new Exception($id->get_error_message());\nreturn $id;',
          { login, password, role },
        );
        return { id, login, password };
      },
      async login(user) {
        const form = new URLSearchParams({ log: user.login, pwd: user.password, testcookie: '1' });
        const response = await fetch(`${url}/wp-login.php`, {
          method: 'POST',
          body: form,
          redirect: 'manual',
          // The cookie the login form's page would have set: without it WordPress refuses the login.
          headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
        });
        const cookie = response.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
        if (!cookie.includes('wordpress_logged_in_'))
          throw new Error(`${user.login} could not log in: HTTP ${response.status}`);
        const nonce = await (
          await fetch(`${url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } })
        ).text();
        const rest = (route: string, body?: unknown) =>
          fetch(`${url}/?rest_route=${route}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: { cookie, 'x-wp-nonce': nonce, ...(body !== undefined && { 'content-type': 'application/json' }) },
            ...(body !== undefined && { body: JSON.stringify(body) }),
          });
        return { cookie, nonce, rest };
      },
      installPlugin(zip) {
        return php<string>(
          "require_once ABSPATH . 'wp-admin/includes/file.php';\n" +
            "require_once ABSPATH . 'wp-admin/includes/plugin.php';\n" +
            "require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';\n" +
            // The upgrader deletes the package it unpacked: it gets a copy.
            "$package = wp_tempnam('plugin.zip');\ncopy($args, $package);\n" +
            'WP_Filesystem();\n' +
            '$upgrader = new Plugin_Upgrader(new Automatic_Upgrader_Skin());\n' +
            '$installed = $upgrader->install($package);\n' +
            "if ($installed !== true) throw new Exception('The plugin did not install: ' . implode(' ', $upgrader->skin->get_upgrade_messages()) . (is_wp_error($installed) ? $installed->get_error_message() : ''));\n" +
            '$activated = activate_plugin($upgrader->plugin_info());\n' +
            'if (is_wp_error($activated)) throw new Exception($activated->get_error_message());\n' +
            'return $upgrader->plugin_info();',
          zip,
        );
      },
      async createPost(post) {
        const [created] = await createPosts([post]);
        return created!;
      },
      createPosts,
      debugLog,
      async allowRequestsTo(origin) {
        const { hostname, port: allowedPort } = new URL(origin);
        // wp_http_validate_url() refuses 127.0.0.0/8 unless this filter says the host is external,
        // and any port but 80, 443 and 8080 unless the next one lists it.
        await writeFile(
          join(root, 'wp-content', 'mu-plugins', 'allow-widgets-origin.php'),
          '<?php\n' +
            `const OREBIT_TEST_HOST = ${phpString(hostname)};\n` +
            `const OREBIT_TEST_PORT = ${Number(allowedPort)};\n` +
            "add_filter('http_request_host_is_external', fn ($external, $host) => $external || $host === OREBIT_TEST_HOST, 10, 2);\n" +
            "add_filter('http_allowed_safe_ports', fn ($ports, $host) => $host === OREBIT_TEST_HOST ? [...$ports, OREBIT_TEST_PORT] : $ports, 10, 2);\n",
        );
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
