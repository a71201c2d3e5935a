#!/usr/bin/env node
// The built CLI lives in dist/cli/ (npm install builds it from cli/); this shim keeps the bin path stable.
import { runCli } from '../dist/cli/cli.js';

process.exitCode = runCli(process.argv.slice(2), process.stdout, process.stderr);
