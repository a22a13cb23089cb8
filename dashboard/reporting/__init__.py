"""What every page needs to offer a report, below the rooms: a report as blocks written as one
HTML file (:mod:`~evalcore.view.report.document`), a teaching page's report
(:mod:`~dashboard.reporting.page`), an analysis page's request
(:mod:`~dashboard.reporting.request`), the download that cannot fail
(:mod:`~dashboard.reporting.failure`) and the "Download report" buttons
(:mod:`~dashboard.reporting.button`). The task reports themselves are evalcore's
(:mod:`evalcore.view.report`), which the request renders."""
