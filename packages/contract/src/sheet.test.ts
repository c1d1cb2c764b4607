import { describe, expect, it } from 'vitest';
import { csvCell, parseCsvBytes, parseCsvText, SHEET_MAX_ROWS, toCsv } from './sheet';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('parseCsvBytes', () => {
  it('reads UTF-8 with a byte order mark, semicolons and quoted cells', () => {
    const r = parseCsvBytes(
      utf8(
        '\ufefffirst_name;company;line\r\nAnna;"Müller; Söhne";"She said ""hi""\nthen left"\r\nBo;;x\r\n',
      ),
    );
    expect(r).toEqual({
      ok: true,
      sheet: {
        columns: ['first_name', 'company', 'line'],
        rows: [
          ['Anna', 'Müller; Söhne', 'She said "hi"\nthen left'],
          ['Bo', '', 'x'],
        ],
      },
    });
  });

  it('reads commas without a byte order mark, pads short rows and skips empty lines', () => {
    const r = parseCsvText('a,b,c\n1,2\n\n3,4,5');
    expect(r.ok && r.sheet.rows).toEqual([
      ['1', '2', ''],
      ['3', '4', '5'],
    ]);
  });

  it('names the row and column of a byte that is not UTF-8', () => {
    const latin1 = new Uint8Array([
      ...utf8('name,city\nAnna,Berlin\nJos'),
      0xe9,
      ...utf8(',Paris\n'),
    ]);
    const r = parseCsvBytes(latin1);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.row).toBe(2);
      expect(r.problem.column).toBe('name');
      expect(r.problem.message).toMatch(/^Row 2, column "name": the file is not UTF-8/);
    }
  });

  it('names the row and column of a quote never closed', () => {
    const r = parseCsvText('name,line\nAnna,"fine"\nBo,"never closed\nCy,x\n');
    expect(r).toMatchObject({ ok: false, problem: { row: 2, column: 'line' } });
    if (!r.ok)
      expect(r.problem.message).toMatch(/Row 2, column "line": a quoted cell is never closed/);
  });

  it('refuses 10 000 columns, too many rows, unnamed and duplicate columns', () => {
    const wide = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n1\n`;
    expect(parseCsvText(wide)).toMatchObject({
      ok: false,
      problem: { row: 0, message: 'The file has 10000 columns; at most 20 are allowed' },
    });
    const tall = `a\n${'x\n'.repeat(SHEET_MAX_ROWS + 1)}`;
    expect(parseCsvText(tall)).toMatchObject({ ok: false, problem: { row: SHEET_MAX_ROWS + 1 } });
    expect(parseCsvText('a,,c\n1,2,3')).toMatchObject({
      ok: false,
      problem: { column: 'column 2' },
    });
    expect(parseCsvText('a,A\n1,2')).toMatchObject({ ok: false, problem: { column: 'A' } });
    expect(parseCsvText('a,b\n1,2,3')).toMatchObject({ ok: false, problem: { row: 1 } });
    expect(parseCsvText('')).toMatchObject({ ok: false });
    expect(parseCsvText('a,b\n')).toMatchObject({ ok: false });
  });

  it('refuses a file over 5 MB before reading it', () => {
    const r = parseCsvBytes(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61));
    expect(r).toMatchObject({ ok: false, problem: { message: 'The file is larger than 5 MB' } });
  });
});

describe('csvCell', () => {
  it('neutralises formulas and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
    expect(toCsv([['a', 'b,c']])).toBe('\ufeffa,"b,c"\r\n');
  });
});
