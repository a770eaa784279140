import type { FaqBlock } from '@/payload-types'
import { hero, type SeedPage } from '@/seed/helpers'

type Category = FaqBlock['sections'][number]

const digitalLicenses: Category = {
  title: 'Digital Licenses',
  anchorLink: 'digital-licenses',
  icon: 'key-round',
  subSections: [
    {
      title: 'How long does a license last?',
      text: `A digital license runs for one, three or five years from the day it is activated, whichever term your school
chose when ordering. The end date is shown on the **Licenses** page of your dashboard.`,
    },
    {
      title: 'What does one license include?',
      text: `One license covers every classroom in one school for the grades you bought: lesson videos, slides, printable
activities, family letters in English and Spanish, and online training for every staff member.`,
    },
    {
      title: 'Can I move a license to another teacher?',
      text: `Yes. A school administrator can reassign a seat at any time: open **Licenses**, choose the teacher's name and
pick **Reassign**. The new teacher keeps the lessons already marked as taught.`,
    },
    {
      title: 'How do I activate a license?',
      text: `Sign in, open **Licenses** and choose **Add a license**. Enter the activation key from your order
confirmation email. The key works once; if it has already been used, write to our support team.`,
    },
    {
      title: 'Where do I find my activation key?',
      text: `The key is in the order confirmation email sent to the person who placed the order, with the subject "Your
program activation key". Your purchasing office or district coordinator may have it too.`,
    },
    {
      title: 'How do I renew a license?',
      text: `About 90 days before a license ends, the school administrator gets a renewal quote by email. You can also
[request a quote](/contact) at any time. Renewed licenses continue without a gap, and all progress is kept.`,
    },
    {
      title: 'What happens when a license expires?',
      text: `Teachers can no longer open lessons, but nothing is deleted: class lists, lesson progress and notes come back
as soon as the license is renewed, for up to two years after it ends.`,
    },
    {
      title: 'Can several schools in a district share licenses?',
      text: `District licenses are bought per school and managed from one district dashboard, where a district coordinator
can see every school's licenses and renewal dates. See [pricing](/pricing) for district rates.`,
    },
  ],
}

const accountCreation: Category = {
  title: 'Account Creation',
  anchorLink: 'account-creation',
  icon: 'user-plus',
  subSections: [
    {
      title: 'How do I create an account?',
      text: `1. Choose **Create Account** on the sign-in page.
2. Enter your name and your school email address.
3. Open the confirmation email and set a password.

Then add your activation key, or ask your administrator to invite you to the school's license.`,
    },
    {
      title: 'Do students need accounts?',
      text: `No. Teachers show the lessons to the class from their own account. Students never sign in, and we collect no
student personal information.`,
    },
    {
      title: 'How do I invite teachers to my school?',
      text: `School administrators open **Staff**, choose **Invite teachers** and enter one email address per line, or
upload a class-roster file. Each teacher gets an email with a link to join the school's license.`,
    },
    {
      title: 'I never received my confirmation email. What should I do?',
      text: `Check your spam or junk folder for a message from our program team. Many school email filters hold new
senders: ask your technology team to allow our address, then choose **Resend email** on the sign-in page.`,
    },
    {
      title: 'How do I reset my password?',
      text: `Choose **Forgot password?** on the sign-in page and enter your email address. The reset link in the email works
for one hour. If your school signs in with a district account, reset the password with your district instead.`,
    },
    {
      title: 'Can I sign in with my school Google or Microsoft account?',
      text: `Yes. Choose **Sign in with Google** or **Sign in with Microsoft** on the sign-in page. Use the same email
address your administrator invited, so your account is linked to your school's license.`,
    },
    {
      title: 'Can I change the email address on my account?',
      text: `Yes. Open **My Profile**, choose **Change email** and confirm the new address from the email we send. Your
lessons, classes and progress stay with your account.`,
    },
  ],
}

const generalHelp: Category = {
  title: 'General Help',
  anchorLink: 'general-help',
  icon: 'life-buoy',
  subSections: [
    {
      title: 'How do I contact support?',
      text: `Write to us through the [contact page](/contact). Our support team answers within one business day, Monday to
Friday, 8:00 AM to 5:00 PM Pacific time.`,
    },
    {
      title: 'Which browsers and devices are supported?',
      text: `The program runs in current versions of Chrome, Edge, Firefox and Safari on computers, Chromebooks and tablets.
Lessons can be shown on an interactive whiteboard or projector from the teacher's computer.`,
    },
    {
      title: 'How do I get into my classroom materials?',
      text: `Sign in and choose **My Classes**. Each grade you teach appears as a card; open it to find the units, then the
lessons with their videos, slides and printable pages.`,
    },
    {
      title: 'Are the lessons available in Spanish?',
      text: 'Yes. Lesson videos, slides and family letters are available in English and Spanish at no extra charge.',
    },
    {
      title: 'Is there training for new staff?',
      text: `Every license includes self-paced online training: about 90 minutes for classroom teachers and a shorter
overview for support staff. Staff can start it from **Training** on their dashboard.`,
    },
    {
      title: 'How is student privacy protected?',
      text: `We do not collect student names or data. Teacher accounts hold only what is needed to sign in and save
lesson progress, and our data-privacy agreement is available to every school and district on request.`,
    },
    {
      title: 'Where can I see what we bought?',
      text: `School and district administrators can open **Licenses** to see each product, its grades, the number of
classrooms covered, and the start and end dates of every license.`,
    },
  ],
}

export const faq: SeedPage = {
  title: 'Frequently Asked Questions',
  path: '/faq',
  seo: { description: 'Answers about digital licenses, account creation and getting help with our programs.' },
  sections: [
    hero('Frequently asked questions', 'Digital licenses, accounts and help', 'Find quick answers, or contact our support team.', undefined, 'secondary'),
    {
      blockType: 'faq',
      title: 'How can we help?',
      sections: [digitalLicenses, accountCreation, generalHelp],
    },
  ],
}
