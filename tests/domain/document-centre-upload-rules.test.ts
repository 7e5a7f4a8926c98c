import { describe, expect, it } from 'vitest';
import {
  UPLOAD_ACCEPT,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_ACCEPTED_FILE_TYPES,
  isAcceptedMediaType,
  isAcceptedUpload,
  isOversizeUpload,
  rowProblem,
  screenUploadFiles,
  uploadFileProblem,
  type UploadCandidate,
} from '../../src/domain/documents/centre/upload-rules';
import { messages } from '../../src/domain/messages';

const file = (name: string, size = 1_000, type = ''): UploadCandidate => ({ name, size, type });

describe('upload rules (seed 002 §5 "Documents")', () => {
  it("lists the seed's extensions and any image, audio or video for the file dialog", () => {
    expect(UPLOAD_ACCEPTED_EXTENSIONS).toEqual([
      'pdf',
      'ppt',
      'pptx',
      'rtf',
      'xls',
      'xlsx',
      'xlsm',
      'csv',
      'xlsb',
      'zip',
      'txt',
      'doc',
      'docx',
      'dot',
      'dotx',
      'gif',
    ]);
    expect(UPLOAD_ACCEPTED_FILE_TYPES).toEqual([...UPLOAD_ACCEPTED_EXTENSIONS.map((e) => `.${e}`), 'image/*', 'audio/*', 'video/*']);
    expect(UPLOAD_ACCEPT.split(',')).toEqual(UPLOAD_ACCEPTED_FILE_TYPES);
  });

  it.each(UPLOAD_ACCEPTED_EXTENSIONS.map((extension) => [extension]))('accepts a .%s file, in any case', (extension) => {
    expect(isAcceptedUpload(file(`Contract.${extension}`))).toBe(true);
    expect(isAcceptedUpload(file(`CONTRACT.${extension.toUpperCase()}`))).toBe(true);
  });

  it('accepts any image, audio or video by its type, and a listed type without an extension', () => {
    expect(isAcceptedUpload(file('unit.heic', 1, 'image/heic'))).toBe(true);
    expect(isAcceptedUpload(file('call', 1, 'audio/mpeg'))).toBe(true);
    expect(isAcceptedUpload(file('walkthrough', 1, 'video/mp4'))).toBe(true);
    expect(isAcceptedUpload(file('scan', 1, 'application/pdf'))).toBe(true);
    expect(isAcceptedMediaType('Application/VND.MS-Excel.Sheet.MacroEnabled.12')).toBe(true);
  });

  it('refuses other types', () => {
    expect(isAcceptedUpload(file('setup.exe', 1, 'application/x-msdownload'))).toBe(false);
    expect(isAcceptedUpload(file('page.html', 1, 'text/html'))).toBe(false);
    expect(isAcceptedUpload(file('pdf', 1, ''))).toBe(false);
    expect(isAcceptedMediaType('image')).toBe(false);
  });

  it('a file of 10,000,000 bytes is kept, 10,000,001 is over', () => {
    expect(isOversizeUpload(10_000_000)).toBe(false);
    expect(isOversizeUpload(10_000_001)).toBe(true);
    expect(uploadFileProblem(file('big.pdf', 10_000_001))).toBe('big.pdf is over 10MB system auto remove.');
    expect(uploadFileProblem(file('ok.pdf', 10_000_000))).toBeNull();
    expect(uploadFileProblem(file('tool.exe', 10_000_001))).toBe(messages.uploadTypeNotAccepted('tool.exe'));
  });

  describe('a pick or drop', () => {
    it("with no file is refused: 'error file !'", () => {
      expect(screenUploadFiles([])).toEqual({ kept: [], dropped: [], refusal: messages.emptyDrop });
    });

    it('of more than 200,000,000 bytes together is refused whole; exactly 200,000,000 is screened file by file', () => {
      const twenty = Array.from({ length: 20 }, (_, n) => file(`scan-${n}.pdf`, 10_000_000));
      expect(screenUploadFiles(twenty).kept).toHaveLength(20);
      expect(screenUploadFiles([...twenty, file('one-more.txt', 1)])).toEqual({
        kept: [],
        dropped: [],
        refusal: messages.dropZoneOverLimit,
      });
    });

    it('keeps the acceptable files in order and drops the others with their messages', () => {
      const ok = file('a.pdf');
      const big = file('b.pdf', 10_000_001);
      const exe = file('c.exe');
      const photo = file('d.png', 5, 'image/png');
      expect(screenUploadFiles([ok, big, exe, photo])).toEqual({
        kept: [ok, photo],
        dropped: [
          { file: big, message: messages.uploadFileTooLarge('b.pdf') },
          { file: exe, message: messages.uploadTypeNotAccepted('c.exe') },
        ],
        refusal: null,
      });
    });
  });

  describe("'All need to select'", () => {
    const row = (docModule: string | null, propControlNo: string | null) => ({ docModule, propControlNo });

    it('passes when every row has a type and a property ref', () => {
      expect(rowProblem([row('otp', 'P2026-000101'), row('other', 'P2026-000102')])).toBeNull();
    });

    it.each([
      ['a row without a type', [row('otp', 'P1'), row(null, 'P1')]],
      ['a row without a property ref', [row('otp', null)]],
      ['a blank property ref', [row('wta', '  ')]],
      ['no rows at all', []],
    ])('refuses %s', (_, rows) => {
      expect(rowProblem(rows)).toBe(messages.allNeedToSelect);
    });
  });
});
