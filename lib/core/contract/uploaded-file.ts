/**
 * A file the server received and checked (size within the cap, a picture or
 * video by its content), waiting in DATA_DIR's temporary upload folder. Only
 * the server makes these: JSON cannot produce an instance, so a caller can
 * never name a path of its own.
 */
export class UploadedFile {
  constructor(
    /** where the bytes wait, a server-made name */
    readonly path: string,
    /** the visitor's file name, kept for operators only */
    readonly originalName: string,
    /** the type found from the content */
    readonly mimeType: string,
    readonly ext: string,
    readonly size: number,
  ) {}
}
