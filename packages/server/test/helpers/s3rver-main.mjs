// A local S3-protocol server for the tests (npm `s3rver`), in its own process: `node
// --openssl-legacy-provider s3rver-main.mjs <folder> <bucket>` prints `{"port":N}` once it listens.
// The legacy provider because s3rver 3.7 signs list continuation tokens with DES, which OpenSSL 3 (Node 17+)
// keeps there: without it any listing of more than one page answers 500.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
// The test process holds our stdin: when it ends, even killed, this server ends too.
process.stdin.on('close', stop);
process.stdin.resume();
