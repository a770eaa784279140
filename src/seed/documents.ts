import { lessonSampleDocuments } from './lesson-samples'

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

/** Where the site serves a document of the library. */
export const documentAddress = (filename: string) => `/files/${filename}`

const doc = (filename: string, title: string, ...lines: string[]) => ({ filename, title, lines })

/** The documents the demo pages and the block gallery link to, by file name, the lesson samples' included. */
export const demoDocuments = [
  doc('implementation-guide.pdf', 'Implementation guide', 'Planning your first year of social-emotional learning.', 'Schedules, roles and a checklist for each term.'),
  doc('elementary-scope-and-sequence.pdf', 'Elementary scope and sequence', 'Units and lessons for Kindergarten through Grade 5.', 'Skills, weekly themes and lesson counts by grade.'),
  doc('early-learning-scope-and-sequence.pdf', 'Early learning scope and sequence', 'Weekly themes for ages 3 to 5.', 'Songs, stories and activities for each week of the year.'),
  doc('scope-and-sequence.pdf', 'Scope and sequence, all programs', 'How skills build from early learning to high school.', 'Units by grade band with their main skills.'),
  doc('ridgeview-case-study.pdf', 'Case study: Ridgeview School District', 'Three years of schoolwide social-emotional learning.', 'Fewer office referrals and stronger staff-student relationships.'),
  doc('program-evaluation-2024.pdf', 'Program evaluation summary, 2024', 'Findings of an independent evaluation in 42 schools.', 'Outcomes for students, educators and school climate.'),
  doc('first-month-checklist.pdf', 'Your first month: a checklist', 'What to prepare before the first lesson.', 'Week by week steps for teachers and coordinators.'),
  doc('when-i-feel-worried.pdf', 'When I Feel Worried', 'A picture book for early learners.', 'Naming a worry, breathing slowly and asking for help.'),
  doc('taking-turns-at-the-park.pdf', 'Taking Turns at the Park', 'A picture book for early learners.', 'Sharing, waiting and playing fair with friends.'),
  doc('whole-school-bullying-prevention-guide.pdf', 'A Whole-School Guide to Bullying Prevention', 'Policies, staff training and family outreach.', 'How to recognize, report and refuse bullying together.'),
  doc('bullying-prevention-kindergarten.pdf', 'Bullying prevention: Kindergarten overview', 'Lessons and activities for the youngest students.', 'Recognizing unkind behaviour and telling a grown-up.'),
  doc('child-protection-training-early-learning.pdf', 'Child protection training: Early Learning', 'Recognising signs of abuse in young children.', 'Responding to a disclosure calmly and talking with families.'),
  doc('child-protection-training-k-2.pdf', 'Child protection training: Kindergarten to Grade 2', 'Teaching body-safety rules.', 'Practising "say no, get away, tell" and following your reporting policy.'),
  doc('child-protection-training-grades-3-5.pdf', 'Child protection training: Grades 3 to 5', 'Spotting grooming behaviour, online and offline.', 'Keeping students safe and reporting concerns.'),
  doc('grade-6-lesson-4.pdf', 'Grade 6, Lesson 4: Dealing with Setbacks', 'Sample lesson of the middle school program.', 'Naming a setback, reframing it and planning a next step.'),
  ...lessonSampleDocuments,
]
