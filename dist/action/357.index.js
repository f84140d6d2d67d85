export const id = 357;
export const ids = [357];
export const modules = {

/***/ 10357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderRunMarkdown: () => (/* binding */ renderRunMarkdown)
/* harmony export */ });
/* harmony import */ var _gate_headline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23635);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54285);


/** The Markdown summary of a run: the one headline and lead sections (src/gate/headline.ts), then the report. */
function renderRunMarkdown(report, settings) {
    const { headline, leadSections } = (0,_gate_headline_js__WEBPACK_IMPORTED_MODULE_0__/* .runMarkdownParts */ .f_)(report, settings.run);
    return (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderMarkdown */ .Gc)(report, {
        ...settings.markdownBound,
        headline,
        leadSections,
        ...(settings.recordingLinkBase === null ? {} : { recordingLinkBase: settings.recordingLinkBase }),
    });
}


/***/ })

};
