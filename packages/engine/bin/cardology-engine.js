#!/usr/bin/env node
// The built CLI lives in dist/ (npm install builds it); this shim keeps the bin path stable.
import { runCli } from '../dist/cli.js';

process.exitCode = runCli(process.argv.slice(2), process.stdout, process.stderr);
