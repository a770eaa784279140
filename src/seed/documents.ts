/**
 * Demo PDFs drawn locally: a one-page document with a title and a few lines, valid PDF 1.4 that any viewer opens.
 */
const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)

export function drawDemoPdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT /F1 24 Tf 72 720 Td',
    `(${escape(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...lines.flatMap((line) => [`(${escape(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = `%PDF-1.4\n`
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** The documents the demo pages link to, by file name. */
export const demoDocuments = [
  {
    filename: 'implementation-guide.pdf',
    title: 'Implementation guide',
    lines: ['Planning your first year of social-emotional learning.', 'Schedules, roles and a checklist for each term.'],
  },
  {
    filename: 'elementary-scope-and-sequence.pdf',
    title: 'Elementary scope and sequence',
    lines: ['Units and lessons for Kindergarten through Grade 5.', 'Skills, weekly themes and lesson counts by grade.'],
  },
]
