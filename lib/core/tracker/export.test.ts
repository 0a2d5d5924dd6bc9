import { HISTORY_COLUMNS } from './columns';
import { BOM, exportCsv } from '@/lib/core/format/csv';
import { exportFileName, exportJson, exportRequest, historyRow, type StatusChange } from './export';

const titles = {
  id: 'Change No.',
  tovsiyye_id: 'Recommendation No.',
  movzu: 'Subject',
  qurum_name: 'Institution',
  from_status_name: 'Previous status',
  status_name: 'New status',
  since: 'Date',
};
const columns = HISTORY_COLUMNS.map((key) => ({ key, title: titles[key] }));

const changes: StatusChange[] = [
  {
    id: 42,
    tovsiyye_id: 5,
    movzu: 'Avansların silinməsi, hesabat',
    qurum_name: '“Azərişıq” ASC',
    from_status_name: 'İcrada',
    status_name: 'İcra edilib',
    since: '2026-03-01',
  },
  {
    id: 7,
    tovsiyye_id: 5,
    movzu: 'Avansların silinməsi, hesabat',
    qurum_name: '“Azərişıq” ASC',
    from_status_name: null,
    status_name: 'İcrada',
    since: '2024-01-15T00:00:00.000Z',
  },
];

describe('exportRequest', () => {
  it('gives the recommendations unless the history is asked for', () => {
    expect(exportRequest.parse({}).file).toBe('recommendations');
    const req = exportRequest.parse({ file: 'history', format: 'json', il: '2024' });
    expect(req).toMatchObject({ file: 'history', format: 'json', il: 2024, language: 'az' });
  });

  it('refuses a file it does not offer', () => {
    expect(exportRequest.safeParse({ file: 'everything' }).success).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the file, its year and format', () => {
    expect(exportFileName({ file: 'recommendations', format: 'csv', il: 2025 })).toBe(
      'tovsiyyeler-2025.csv',
    );
    expect(exportFileName({ file: 'history', format: 'json', il: undefined })).toBe(
      'tovsiyyeler-tarixce.json',
    );
    expect(exportFileName({ file: 'history', format: 'csv', il: 2023 })).toBe(
      'tovsiyyeler-tarixce-2023.csv',
    );
  });
});

describe('the history download', () => {
  const rows = changes.map(historyRow);
  const table = { columns, rows, truncated: false };

  it('dates every change YYYY-MM-DD', () => {
    expect(rows.map((r) => r.since)).toEqual(['2026-03-01', '2024-01-15']);
  });

  it('CSV: the header row, then one row per change; no previous status for a new one', () => {
    const csv = exportCsv(table);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Change No.,Recommendation No.,Subject,Institution,Previous status,New status,Date',
      '42,5,"Avansların silinməsi, hesabat",“Azərişıq” ASC,İcrada,İcra edilib,2026-03-01',
      '7,5,"Avansların silinməsi, hesabat",“Azərişıq” ASC,,İcrada,2024-01-15',
      '',
    ]);
  });

  it('JSON: the filters, the columns and each row with exactly their keys', () => {
    const req = exportRequest.parse({ file: 'history', format: 'json', qurum: '3' });
    const json = exportJson(req, { ...table, truncated: true });
    expect(json).toEqual({
      language: 'az',
      filters: { il: null, qurum: 3, nov: null, status: null },
      truncated: true,
      columns,
      rows: [
        {
          id: 42,
          tovsiyye_id: 5,
          movzu: 'Avansların silinməsi, hesabat',
          qurum_name: '“Azərişıq” ASC',
          from_status_name: 'İcrada',
          status_name: 'İcra edilib',
          since: '2026-03-01',
        },
        {
          id: 7,
          tovsiyye_id: 5,
          movzu: 'Avansların silinməsi, hesabat',
          qurum_name: '“Azərişıq” ASC',
          from_status_name: null,
          status_name: 'İcrada',
          since: '2024-01-15',
        },
      ],
    });
  });
});

describe('the recommendations download', () => {
  it('keeps its shape: the data date after the filters, no year as an empty cell or null', () => {
    const req = exportRequest.parse({ language: 'en' });
    const table = {
      columns: [
        { key: 'id', title: 'No.' },
        { key: 'il', title: 'Year' },
      ],
      rows: [{ id: 1, il: null }],
      truncated: false,
      meta: { max_date: '2026-05-01' },
    };
    expect(exportCsv(table)).toBe(`${BOM}No.,Year\r\n1,\r\n`);
    expect(Object.keys(exportJson(req, table))).toEqual([
      'language',
      'filters',
      'max_date',
      'truncated',
      'columns',
      'rows',
    ]);
    expect(exportJson(req, table).rows).toEqual([{ id: 1, il: null }]);
  });
});
