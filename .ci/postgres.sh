#!/usr/bin/env bash
# Starts a local PostgreSQL (installing it from Debian when missing) with a role that may create databases,
# and prints the TEST_DATABASE_URL for the server suite — and nothing else on stdout, because the caller
# uses stdout as the URL (pg_ctlcluster, for one, reports "Removed stale pid file." there). Exits non-zero
# when PostgreSQL cannot be reached with that URL.
set -euo pipefail
{
  if ! command -v pg_lsclusters >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql
  fi
  cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
  [ -n "$cluster" ] || { echo "no PostgreSQL cluster"; exit 1; }
  if ! pg_lsclusters -h | awk 'NR==1 {print $4}' | grep -q online; then
    # shellcheck disable=SC2086
    pg_ctlcluster $cluster start
  fi
  su postgres -c 'psql -q -v ON_ERROR_STOP=1' <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'cw_ci') THEN
    CREATE ROLE cw_ci LOGIN CREATEDB PASSWORD 'cw_ci';
  END IF;
END
$$;
-- Dropping a test database WITH (FORCE) must also end an autovacuum worker busy in it.
GRANT pg_signal_backend TO cw_ci;
SQL
} >&2
port=$(pg_lsclusters -h | awk 'NR==1 {print $3}')
url="postgres://cw_ci:cw_ci@127.0.0.1:${port}/postgres"
psql "$url" -q -c 'SELECT 1' >/dev/null 2>&1 || { echo "PostgreSQL does not answer at port ${port}" >&2; exit 1; }
echo "$url"
