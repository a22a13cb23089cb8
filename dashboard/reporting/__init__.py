"""What every page needs to offer a report, below the rooms: a report as blocks written as one
HTML file (:mod:`~dashboard.reporting.document`), a teaching page's report
(:mod:`~dashboard.reporting.page`), an analysis page's request
(:mod:`~dashboard.reporting.request`), the download that cannot fail
(:mod:`~dashboard.reporting.failure`) and the "Download report" buttons
(:mod:`~dashboard.reporting.button`). The task reports that draw each room's figures
(:mod:`dashboard.report`) sit above the rooms and register with
:mod:`~dashboard.reporting.renderer`."""
