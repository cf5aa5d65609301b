import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFree } from './helpers.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const shipped = path.join(repoRoot, 'deploy/nginx-campus-erp.conf');
const nginxInstalled = spawnSync('nginx', ['-v']).status === 0;

// The nginx of the machine (Debian stable's in CI, `.ci/run` installs it) checks the shipped site as an operator would.
describe.runIf(engineFree && nginxInstalled)('the shipped nginx site', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=erp.college.edu',
        '-keyout',
        path.join(root, 'privkey.pem'),
        '-out',
        path.join(root, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = fs.readFileSync(shipped, 'utf8').replaceAll('/etc/letsencrypt/live/erp.college.edu/', `${root}/`);
    fs.writeFileSync(path.join(root, 'campus-erp.conf'), site);
    // The site goes where Debian's nginx.conf includes sites-enabled: inside `http`.
    fs.writeFileSync(
      path.join(root, 'nginx.conf'),
      [
        `pid ${root}/nginx.pid;`,
        `error_log ${root}/error.log;`,
        'events {}',
        'http {',
        `  access_log ${root}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${root}/${t};`),
        `  include ${root}/campus-erp.conf;`,
        '}',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('passes `nginx -t`', () => {
    const checked = spawnSync('nginx', ['-t', '-p', root, '-e', path.join(root, 'error.log'), '-c', path.join(root, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);
  });

  it('caps the connections of each client address and times out slow and idle clients', () => {
    const site = fs.readFileSync(shipped, 'utf8');
    for (const directive of [
      'limit_conn_zone',
      'limit_conn ',
      'client_header_timeout',
      'client_body_timeout',
      'keepalive_timeout',
      'send_timeout',
    ]) {
      expect(site).toContain(directive);
    }
  });
});
