import { ORDER_GUIDE_UPLOAD_FAILED_MESSAGE, ORDER_GUIDE_UPLOAD_MAX_BYTES, text } from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error.ts';

/** What an upload request carries: the file and, optionally, the new guide's name. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
  name: string | undefined;
}

const megabytes = `${ORDER_GUIDE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Reads the multipart body of `import-file`: field `file` (required) and field `name`. A body that is not
 * multipart, a missing file and a file over the size limit are refused with their own clear message.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_GUIDE_UPLOAD_FAILED_MESSAGE, {
      file: 'Send the file as multipart/form-data in the field "file".',
    });
  }
  let file: { fileName: string; content: Buffer } | null = null;
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename, content };
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value.slice(0, 100);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes}.`, {
        file: `Upload a file of at most ${megabytes}.`,
      });
    }
    throw new AppError('BAD_REQUEST', ORDER_GUIDE_UPLOAD_FAILED_MESSAGE, {
      file: 'The upload could not be read.',
    });
  }
  if (!file) {
    throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.', { file: 'Choose a file to upload.' });
  }
  const unstorable = name === undefined ? undefined : text().safeParse(name).error?.issues[0]?.message;
  if (unstorable) throw new AppError('VALIDATION_FAILED', unstorable, { name: unstorable });
  return { ...file, name };
}
