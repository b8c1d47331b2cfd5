import '../shared/ui/styles/mantine-forms.css';
import '../shared/ui/toast/toasts-ready';
import { ExamBookingPage } from '../features/exam-booking/exam-booking-page';
import { QueryProvider } from './providers/query-provider';

/*
 * The mailed link's page to choose another exam time (/exam-booking?token=…) in the public
 * layout. The layout calls no API (the landing page must not load the query library), so
 * this one screen brings its own query provider, as the certificate's verification does.
 */
export function ExamBookingScreen() {
  return (
    <QueryProvider>
      <ExamBookingPage />
    </QueryProvider>
  );
}
