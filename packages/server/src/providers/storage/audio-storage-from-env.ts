import { join } from 'node:path';
import { type Env, EnvError } from '../../env.js';
import type { AudioStorage } from './audio-storage.js';
import { createFsAudioStorage } from './fs-audio-storage.js';
import { checkBucket, createS3AudioStorage, type S3AudioConfig } from './s3-audio-storage.js';

type StorageEnv = Pick<
  Env,
  | 'AUDIO_STORAGE'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The bucket's settings when AUDIO_STORAGE is s3, else null (env.ts has checked S3_BUCKET is set). */
export function s3ConfigOf(env: StorageEnv): S3AudioConfig | null {
  if (env.AUDIO_STORAGE !== 's3' || !env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}

/** The audio storage the environment names: DATA_DIR/audio, or the bucket (docs/decisions/042-audio-in-a-bucket.md). */
export function audioStorageFromEnv(env: StorageEnv): AudioStorage {
  const s3 = s3ConfigOf(env);
  return s3 ? createS3AudioStorage(s3) : createFsAudioStorage(join(env.DATA_DIR, 'audio'));
}

/** Before the server starts: a bucket that cannot be reached stops it, naming the variable (a folder needs nothing). */
export async function checkAudioStorage(env: StorageEnv): Promise<void> {
  const s3 = s3ConfigOf(env);
  if (!s3) return;
  try {
    await checkBucket(s3);
  } catch (error) {
    throw new EnvError((error as Error).message);
  }
}
